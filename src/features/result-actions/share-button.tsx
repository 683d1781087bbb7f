import { useId, useState } from 'react';
import { SHARE_LIMIT_CHARS, encodeShareFragment, shareUrl, type SharedResult } from '../../../engine/share/share-link.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useCopy } from '../clipboard/use-copy.ts';

type ShareState = { kind: 'idle' } | { kind: 'link'; url: string } | { kind: 'too_long'; size: number };

export interface Share {
  state: ShareState;
  copied: boolean;
  /** Makes the link (and copies it), or says the result is too long for one. */
  make: () => void;
}

/** "Share": a link whose fragment holds the result itself, so nothing is stored anywhere. */
export function useShare(result: SharedResult): Share {
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const { copied, copy } = useCopy();
  const make = () => {
    const encoded = encodeShareFragment(result);
    if (!encoded.ok) return setState({ kind: 'too_long', size: encoded.size });
    const url = shareUrl(window.location.origin, encoded.fragment);
    setState({ kind: 'link', url });
    void copy(url);
  };
  return { state, copied, make };
}

/** What Share made, under the actions bar: the link to copy, or why there is none. */
export function ShareOutcome({ share }: { share: Share }) {
  const t = useMessages('result');
  const linkId = useId();
  const { state, copied } = share;
  if (state.kind === 'link') {
    return (
      <div className="share-link" role="status">
        <label htmlFor={linkId}>
          {copied ? `${t('shareLinkCopied')} ` : ''}
          {t('shareLinkLabel')}
        </label>
        <input id={linkId} type="text" dir="ltr" readOnly value={state.url} onFocus={(e) => e.currentTarget.select()} />
      </div>
    );
  }
  if (state.kind === 'too_long') {
    return (
      <p className="share-link field-error" role="alert">
        {t('shareTooLong', { size: Math.ceil(state.size / 1024), limit: SHARE_LIMIT_CHARS / 1024 })}
      </p>
    );
  }
  return null;
}
