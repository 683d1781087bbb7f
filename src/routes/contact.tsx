import { Mail, Share2 } from 'lucide-react';
import { usePublicConfig } from '../features/config/use-public-config.ts';
import { Honeypot, SelectField, TextAreaField, TextField } from '../features/forms/form-fields.tsx';
import { FormShell } from '../features/forms/form-shell.tsx';
import { useFormSubmit } from '../features/forms/use-form-submit.ts';
import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'Contact Us – AI Writing Tools',
    description: 'Get in touch with the AI Writing Tools team for support, feedback, bug reports, feature requests or business enquiries. We answer within 24 hours.',
    path: '/contact',
  });
}

const SUBJECTS = [
  { value: 'general', label: 'General question' },
  { value: 'support', label: 'Support' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'bug', label: 'Bug report' },
  { value: 'feature', label: 'Feature request' },
  { value: 'business', label: 'Business enquiry' },
];

export default function ContactPage() {
  const form = useFormSubmit('contact');
  return (
    <StaticPage title="Contact Us" lead="Questions, feedback or business enquiries: we answer within 24 hours.">
      <ContactChannels />
      <FormShell
        label="Contact form"
        submitLabel="Send Message"
        busyLabel="Sending..."
        successText="Thank you! Your message has been sent. We will answer within 24 hours."
        state={form.state}
        message={form.message}
        onSubmit={(f) => void form.submit(f)}
        onAgain={form.reset}
      >
        <TextField name="name" label="Name" required autoComplete="name" maxLength={100} error={form.errors.name} />
        <TextField name="email" label="Email" type="email" required autoComplete="email" maxLength={254} error={form.errors.email} />
        <SelectField name="subject" label="Subject" required placeholder="Select a subject..." options={SUBJECTS} error={form.errors.subject} />
        <TextAreaField name="message" label="Message" required rows={6} maxLength={5000} error={form.errors.message} />
        <Honeypot />
      </FormShell>
    </StaticPage>
  );
}

/**
 * The support email and social handle are run-time settings (GET /api/config).
 * The block keeps its height while they load (.contact-channels reserves two
 * lines), and without an address it says to use the form, never a made-up one.
 */
function ContactChannels() {
  const config = usePublicConfig();
  if (config === undefined) return <div className="contact-channels" aria-hidden="true" />;
  const email = config?.supportEmail ?? null;
  const social = config?.socialUrl ?? null;
  return (
    <div className="contact-channels">
      <p>
        <Mail size={18} aria-hidden="true" />{' '}
        {email ? (
          <>
            Email: <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : (
          'Write to us with the form below.'
        )}
      </p>
      {social && (
        <p>
          <Share2 size={18} aria-hidden="true" /> Social:{' '}
          <a href={social} target="_blank" rel="noopener noreferrer me">
            {social.replace(/^https:\/\/(www\.)?/, '')}
          </a>
        </p>
      )}
    </div>
  );
}
