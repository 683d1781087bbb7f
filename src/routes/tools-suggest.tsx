import { Code2, Lightbulb, Users } from 'lucide-react';
import { SupportLink } from '../features/config/site-contact.tsx';
import { Honeypot, SelectField, TextAreaField, TextField } from '../features/forms/form-fields.tsx';
import { FormShell } from '../features/forms/form-shell.tsx';
import { useFormSubmit } from '../features/forms/use-form-submit.ts';
import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'Suggest a New AI Writing Tool',
    description: 'Have an idea for a new AI writing tool? Suggest it: describe what it should do and who it is for, and we may build it for everyone.',
    path: '/tools-suggest',
  });
}

/** The eight suggestion categories. */
const CATEGORIES = [
  { value: 'content', label: 'Content Writing' },
  { value: 'story', label: 'Story & Book Writing' },
  { value: 'image', label: 'Image Generation' },
  { value: 'code', label: 'Code Tools' },
  { value: 'business', label: 'Business Tools' },
  { value: 'marketing', label: 'Marketing Tools' },
  { value: 'creative', label: 'Creative Tools' },
  { value: 'other', label: 'Other' },
];

const FAQ = [
  { q: 'How are suggestions evaluated?', a: 'We look at how many people would use the tool, whether it fits the site, and whether AI can do the job well. Popular and useful ideas are built first.' },
  { q: 'How long does it take to build a suggested tool?', a: 'It varies. Simple tools can ship within weeks; tools that need a new kind of page take longer.' },
  { q: 'Can I suggest multiple tools?', a: 'Yes. Send one suggestion per tool so each can be considered on its own.' },
  { q: 'Will I get credit if my tool is implemented?', a: 'With your permission, we credit you in the release notes.' },
];

const CARDS = [
  { icon: Lightbulb, title: 'Innovation', text: 'Your ideas point us to the writing jobs people actually have.' },
  { icon: Code2, title: 'Development', text: 'Each accepted idea becomes a tool with instructions written for its task.' },
  { icon: Users, title: 'Community', text: 'Every tool you suggest is free for everyone, like the rest of the site.' },
];

export default function ToolsSuggestPage() {
  const form = useFormSubmit('suggestion');
  return (
    <StaticPage title="Suggest a New Tool" lead="Missing a tool you need? Tell us what it should do and we will consider building it.">
      <ul className="card-list info-cards">
        {CARDS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="card">
            <Icon size={24} aria-hidden="true" />
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <FormShell
        label="Suggest a New Tool"
        submitLabel="Submit Suggestion"
        busyLabel="Submitting..."
        successText="Thank you! Your suggestion has been received."
        state={form.state}
        message={form.message}
        onSubmit={(f) => void form.submit(f)}
        onAgain={form.reset}
      >
        <input type="hidden" name="form-name" value="tools-suggestion" />
        <TextField name="name" label="Your Name" required autoComplete="name" maxLength={100} error={form.errors.name} />
        <TextField name="email" label="Email" type="email" required autoComplete="email" maxLength={254} error={form.errors.email} />
        <TextField name="tool-name" label="Tool Name" required maxLength={100} error={form.errors['tool-name']} />
        <TextAreaField name="description" label="Description" required rows={4} maxLength={2000} hint="What should the tool do, and for whom?" error={form.errors.description} />
        <SelectField name="category" label="Category" required placeholder="Select a category..." options={CATEGORIES} error={form.errors.category} />
        <TextAreaField name="features" label="Key Features" required rows={4} maxLength={2000} error={form.errors.features} />
        <TextAreaField name="additional" label="Additional Information" rows={3} maxLength={2000} error={form.errors.additional} />
        <Honeypot />
      </FormShell>
      <h2>Frequently Asked Questions</h2>
      <dl className="suggest-faq">
        {FAQ.map((f) => (
          <div key={f.q} className="home-faq-item">
            <dt>{f.q}</dt>
            <dd>{f.a}</dd>
          </div>
        ))}
      </dl>
      <section className="card more-questions" aria-labelledby="more-questions">
        <h2 id="more-questions">Have More Questions?</h2>
        <p>We are happy to help with anything about suggestions or the tools.</p>
        <SupportLink className="button button-secondary">Contact Us</SupportLink>
      </section>
    </StaticPage>
  );
}
