import { Honeypot, TextAreaField, TextField } from '../features/forms/form-fields.tsx';
import { FormShell } from '../features/forms/form-shell.tsx';
import { useFormSubmit } from '../features/forms/use-form-submit.ts';
import { pageMeta } from '../features/seo/page-meta.ts';
import { pageText } from '../features/common/page-text.server.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { StaticPage } from '../pages/static-page.tsx';
import type { Route } from './+types/report-bug';

export function loader({ request }: Route.LoaderArgs) {
  return pageText(request, ['forms'], 'forms', 'bugMetaTitle', 'bugMetaDescription');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description ?? '', path: '/report-bug' });
}

export default function ReportBugPage() {
  const form = useFormSubmit('bug');
  const t = useMessages('forms');
  return (
    <StaticPage title={t('bugTitle')} lead={t('bugLead')}>
      <FormShell
        label={t('bugFormLabel')}
        submitLabel={t('bugSubmit')}
        busyLabel={t('bugBusy')}
        successText={t('bugSuccess')}
        state={form.state}
        message={form.message}
        onSubmit={(f) => void form.submit(f)}
        onAgain={form.reset}
      >
        <TextField name="page" label={t('bugFieldPage')} required maxLength={200} hint={t('bugFieldPageHint')} error={form.errors.page} />
        <TextAreaField name="happened" label={t('bugFieldHappened')} required rows={5} maxLength={4000} error={form.errors.happened} />
        <TextAreaField name="expected" label={t('bugFieldExpected')} required rows={4} maxLength={4000} error={form.errors.expected} />
        <TextField name="email" label={t('fieldEmail')} type="email" autoComplete="email" maxLength={254} hint={t('bugFieldEmailHint')} error={form.errors.email} />
        <Honeypot />
      </FormShell>
    </StaticPage>
  );
}
