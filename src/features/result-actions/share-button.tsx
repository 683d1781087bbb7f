import { Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { SHARE_LIMIT_CHARS, encodeShareFragment, shareUrl, type SharedResult } from '../../../engine/share/share-link.ts';
import { useCopy } from '../clipboard/use-copy.ts';

type ShareState = { kind: 'idle' } | { kind: 'link'; url: string } | { kind: 'too_long'; size: number };

/** "Share": a link whose fragment holds the result itself, so nothing is stored anywhere. */
export function ShareButton({ result }: { result: SharedResult }) {
  const [share, setShare] = useState<ShareState>({ kind: 'idle' });
  const { copied, copy } = useCopy();
  const linkId = useId();
  const make = () => {
    const encoded = encodeShareFragment(result);
    if (!encoded.ok) return setShare({ kind: 'too_long', size: encoded.size });
    const url = shareUrl(window.location.origin, encoded.fragment);
    setShare({ kind: 'link', url });
    void copy(url);
  };
  return (
    <div className="share-box">
      <button type="button" className="button button-secondary" onClick={make}>
        <Share2 size={16} aria-hidden="true" /> Share
      </button>
      {share.kind === 'link' && (
        <div className="share-link" role="status">
          <label htmlFor={linkId}>{copied ? 'Link copied. ' : ''}Share link (the link holds the text itself; nothing is stored on our server):</label>
          <input id={linkId} type="text" readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
      {share.kind === 'too_long' && (
        <p className="share-link field-error" role="alert">
          This result is too long to fit in a link ({Math.ceil(share.size / 1024)} KB compressed; the limit is {SHARE_LIMIT_CHARS / 1024} KB). Use Export
          instead.
        </p>
      )}
    </div>
  );
}
