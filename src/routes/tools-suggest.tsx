import { Code2, Lightbulb, Users } from 'lucide-react';
import { SupportLink } from '../features/config/site-contact.tsx';
import { Honeypot, SelectField, TextAreaField, TextField } from '../features/forms/form-fields.tsx';
import { FormShell } from '../features/forms/form-shell.tsx';
import { useFormSubmit } from '../features/forms/use-form-submit.ts';
import { pageMeta } from '../features/seo/page-meta.ts';
import { pageText } from '../features/common/page-text.server.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { StaticPage } from '../pages/static-page.tsx';
import type { Route } from './+types/tools-suggest';

export function loader({ request }: Route.LoaderArgs) {
  return pageText(request, ['forms'], 'forms', 'suggestMetaTitle', 'suggestMetaDescription');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description ?? '', path: '/tools-suggest' });
}

/** The eight suggestion categories: the value is what the gateway stores, the key its label. */
const CATEGORIES = [
  { value: 'content', key: 'suggestCategoryContent' },
  { value: 'story', key: 'suggestCategoryStory' },
  { value: 'image', key: 'suggestCategoryImage' },
  { value: 'code', key: 'suggestCategoryCode' },
  { value: 'business', key: 'suggestCategoryBusiness' },
  { value: 'marketing', key: 'suggestCategoryMarketing' },
  { value: 'creative', key: 'suggestCategoryCreative' },
  { value: 'other', key: 'suggestCategoryOther' },
] as const;

const FAQ = ['Evaluated', 'Duration', 'Multiple', 'Credit'] as const;

const CARDS = [
  { icon: Lightbulb, name: 'Innovation' },
  { icon: Code2, name: 'Development' },
  { icon: Users, name: 'Community' },
] as const;

export default function ToolsSuggestPage() {
  const form = useFormSubmit('suggestion');
  const t = useMessages('forms');
  return (
    <StaticPage title={t('suggestTitle')} lead={t('suggestLead')}>
      <ul className="card-list info-cards">
        {CARDS.map(({ icon: Icon, name }) => (
          <li key={name} className="card">
            <Icon size={24} aria-hidden="true" />
            <h2>{t(`suggestCard${name}Title`)}</h2>
            <p>{t(`suggestCard${name}Text`)}</p>
          </li>
        ))}
      </ul>
      <FormShell
        label={t('suggestTitle')}
        submitLabel={t('suggestSubmit')}
        busyLabel={t('suggestBusy')}
        successText={t('suggestSuccess')}
        state={form.state}
        message={form.message}
        onSubmit={(f) => void form.submit(f)}
        onAgain={form.reset}
      >
        <input type="hidden" name="form-name" value="tools-suggestion" />
        <TextField name="name" label={t('suggestFieldName')} required autoComplete="name" maxLength={100} error={form.errors.name} />
        <TextField name="email" label={t('fieldEmail')} type="email" required autoComplete="email" maxLength={254} error={form.errors.email} />
        <TextField name="tool-name" label={t('suggestFieldToolName')} required maxLength={100} error={form.errors['tool-name']} />
        <TextAreaField name="description" label={t('suggestFieldDescription')} required rows={4} maxLength={2000} hint={t('suggestFieldDescriptionHint')} error={form.errors.description} />
        <SelectField
          name="category"
          label={t('suggestFieldCategory')}
          required
          placeholder={t('suggestFieldCategoryPlaceholder')}
          options={CATEGORIES.map((c) => ({ value: c.value, label: t(c.key) }))}
          error={form.errors.category}
        />
        <TextAreaField name="features" label={t('suggestFieldFeatures')} required rows={4} maxLength={2000} error={form.errors.features} />
        <TextAreaField name="additional" label={t('suggestFieldAdditional')} rows={3} maxLength={2000} error={form.errors.additional} />
        <Honeypot />
      </FormShell>
      <h2>{t('suggestFaqTitle')}</h2>
      <dl className="suggest-faq">
        {FAQ.map((name) => (
          <div key={name} className="home-faq-item">
            <dt>{t(`suggestFaq${name}Q`)}</dt>
            <dd>{t(`suggestFaq${name}A`)}</dd>
          </div>
        ))}
      </dl>
      <section className="card more-questions" aria-labelledby="more-questions">
        <h2 id="more-questions">{t('suggestMoreTitle')}</h2>
        <p>{t('suggestMoreText')}</p>
        <SupportLink className="button button-secondary">{t('suggestMoreLink')}</SupportLink>
      </section>
    </StaticPage>
  );
}
