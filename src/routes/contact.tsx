import { Mail, Share2 } from 'lucide-react';
import { usePublicConfig } from '../features/config/use-public-config.ts';
import { Honeypot, SelectField, TextAreaField, TextField } from '../features/forms/form-fields.tsx';
import { FormShell } from '../features/forms/form-shell.tsx';
import { useFormSubmit } from '../features/forms/use-form-submit.ts';
import { pageMeta } from '../features/seo/page-meta.ts';
import { pageText } from '../features/common/page-text.server.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { StaticPage } from '../pages/static-page.tsx';
import type { Route } from './+types/contact';

export function loader({ request }: Route.LoaderArgs) {
  return pageText(request, ['forms'], 'forms', 'contactMetaTitle', 'contactMetaDescription');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description ?? '', path: '/contact' });
}

/** The subjects: the value is what the gateway stores, the key its label. */
const SUBJECTS = [
  { value: 'general', key: 'contactSubjectGeneral' },
  { value: 'support', key: 'contactSubjectSupport' },
  { value: 'feedback', key: 'contactSubjectFeedback' },
  { value: 'bug', key: 'contactSubjectBug' },
  { value: 'feature', key: 'contactSubjectFeature' },
  { value: 'business', key: 'contactSubjectBusiness' },
] as const;

export default function ContactPage() {
  const form = useFormSubmit('contact');
  const t = useMessages('forms');
  return (
    <StaticPage title={t('contactTitle')} lead={t('contactLead')}>
      {/* The form comes first, right under the lead: the other channels arrive at run time, and
          room held for them above the form left an empty band there on a phone. */}
      <FormShell
        label={t('contactFormLabel')}
        submitLabel={t('contactSubmit')}
        busyLabel={t('contactBusy')}
        successText={t('contactSuccess')}
        state={form.state}
        message={form.message}
        onSubmit={(f) => void form.submit(f)}
        onAgain={form.reset}
      >
        <TextField name="name" label={t('contactFieldName')} required autoComplete="name" maxLength={100} error={form.errors.name} />
        <TextField name="email" label={t('fieldEmail')} type="email" required autoComplete="email" maxLength={254} error={form.errors.email} />
        <SelectField
          name="subject"
          label={t('contactFieldSubject')}
          required
          placeholder={t('contactFieldSubjectPlaceholder')}
          options={SUBJECTS.map((s) => ({ value: s.value, label: t(s.key) }))}
          error={form.errors.subject}
        />
        <TextAreaField name="message" label={t('contactFieldMessage')} required rows={6} maxLength={5000} error={form.errors.message} />
        <Honeypot />
      </FormShell>
      <ContactChannels />
    </StaticPage>
  );
}

/**
 * The support email and social handle are run-time settings (GET /api/config), under the form.
 * The block keeps its height while they load (.contact-channels reserves two lines, so the footer
 * does not move), and without them it shows nothing: never a made-up address.
 */
function ContactChannels() {
  const config = usePublicConfig();
  const t = useMessages('forms');
  const email = config?.supportEmail ?? null;
  const social = config?.socialUrl ?? null;
  if (!email && !social) return <div className="contact-channels" aria-hidden="true" />;
  return (
    <div className="contact-channels">
      {email && (
        <p>
          <Mail size={18} aria-hidden="true" /> {t('contactChannelEmail')} <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
      {social && (
        <p>
          <Share2 size={18} aria-hidden="true" /> {t('contactChannelSocial')}{' '}
          <a href={social} target="_blank" rel="noopener noreferrer me">
            {social.replace(/^https:\/\/(www\.)?/, '')}
          </a>
        </p>
      )}
    </div>
  );
}
