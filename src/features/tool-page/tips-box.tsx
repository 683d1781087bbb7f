import { Lightbulb } from 'lucide-react';
import type { MessageKey } from '../../i18n/namespaces.ts';
import { useMessages } from '../../i18n/use-messages.ts';

const TIPS: ReadonlyArray<{ title: MessageKey<'result'>; text: MessageKey<'result'> }> = [
  { title: 'tipReviewTitle', text: 'tipReviewText' },
  { title: 'tipCustomizeTitle', text: 'tipCustomizeText' },
  { title: 'tipFormatTitle', text: 'tipFormatText' },
];

export function TipsBox() {
  const t = useMessages('result');
  return (
    <section className="tips card" aria-labelledby="tips-title">
      <h2 id="tips-title">
        <Lightbulb size={20} aria-hidden="true" /> {t('tipsTitle')}
      </h2>
      <ul>
        {TIPS.map((tip) => (
          <li key={tip.title}>
            <strong>{t('tipLead', { title: t(tip.title) })}</strong> {t(tip.text)}
          </li>
        ))}
      </ul>
    </section>
  );
}
