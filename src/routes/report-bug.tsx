import { Honeypot, TextAreaField, TextField } from '../features/forms/form-fields.tsx';
import { FormShell } from '../features/forms/form-shell.tsx';
import { useFormSubmit } from '../features/forms/use-form-submit.ts';
import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'Report a Bug – AI Writing Tools',
    description: 'Found something broken on AI Writing Tools? Report the page or tool, what happened and what you expected, and we will fix it.',
    path: '/report-bug',
  });
}

export default function ReportBugPage() {
  const form = useFormSubmit('bug');
  return (
    <StaticPage title="Report a Bug" lead="Something not working as it should? Tell us the page or tool, what happened and what you expected.">
      <FormShell
        label="Bug report"
        submitLabel="Send Report"
        busyLabel="Sending..."
        successText="Thank you! Your report has been received. We look at every report."
        state={form.state}
        message={form.message}
        onSubmit={(f) => void form.submit(f)}
        onAgain={form.reset}
      >
        <TextField name="page" label="Page or tool" required maxLength={200} hint="For example /tools/ai-writer or “AI Text Editor”." error={form.errors.page} />
        <TextAreaField name="happened" label="What happened?" required rows={5} maxLength={4000} error={form.errors.happened} />
        <TextAreaField name="expected" label="What did you expect?" required rows={4} maxLength={4000} error={form.errors.expected} />
        <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={254} hint="Only if you would like us to follow up." error={form.errors.email} />
        <Honeypot />
      </FormShell>
    </StaticPage>
  );
}
