import { Copy, Download, ImageIcon, Square } from 'lucide-react';
import { LazyLikeButton as LikeButton } from '../likes/lazy-likes.tsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { MESSAGES } from '../../../engine/generation/error-messages.ts';
import { ASPECT_RATIOS, IMAGE_STYLES, imageFileName, MAX_IMAGE_PROMPT_CHARS, MAX_IMAGES, type AspectRatio, type ImageStyle } from '../../../engine/images/image-options.ts';
import { useCopy } from '../clipboard/use-copy.ts';
import { usePublicConfig } from '../config/use-public-config.ts';
import { ErrorBox } from '../shared/error-box.tsx';

interface ResultSet {
  prompt: string;
  images: Array<{ src: string }>;
}

const RATIO_LABEL: Record<AspectRatio, string> = { square: 'Square', portrait: 'Portrait', landscape: 'Landscape' };

function initialPrompt(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('prompt')?.slice(0, MAX_IMAGE_PROMPT_CHARS) ?? '';
}

/** The image renderer: prompt, aspect ratio, count and style; results in a grid, kept while the visitor stays. */
export function ImageStudio({ tool }: { tool: ToolPageData }) {
  const config = usePublicConfig();
  const [prompt, setPrompt] = useState('');
  const [size, setSize] = useState<AspectRatio>('square');
  const [n, setN] = useState(1);
  const [style, setStyle] = useState<ImageStyle | ''>('');
  const [busy, setBusy] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<ResultSet[]>([]);
  const controller = useRef<AbortController | null>(null);
  const ids = { prompt: useId(), count: useId(), style: useId() };
  const { copy } = useCopy();

  useEffect(() => {
    // A prompt carried in the URL (another tool's manifest handOff); never overwrite what the visitor already typed.
    const carried = initialPrompt();
    if (carried) setPrompt((current) => current || carried);
  }, []);
  useEffect(() => () => controller.current?.abort(), []); // leaving the page cancels the request
  useEffect(() => {
    if (!busy) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.round((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [busy]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (prompt.trim() === '' || busy) return;
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      setError(MESSAGES.offline);
      return;
    }
    const ac = new AbortController();
    controller.current = ac;
    setBusy(true);
    setElapsed(0);
    setError(null);
    try {
      const res = await fetch('/api/images', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ toolId: tool.id, prompt, size, n, ...(style ? { style } : {}) }),
        signal: ac.signal,
      });
      const body = (await res.json().catch(() => null)) as { images?: Array<{ src: string }>; error?: { message?: string } } | null;
      if (!res.ok || !body?.images) throw new Error(body?.error?.message ?? MESSAGES.upstreamStatus(res.status));
      const images = body.images;
      setResults((r) => [{ prompt, images }, ...r]);
    } catch (e) {
      setError(ac.signal.aborted ? MESSAGES.stopped : e instanceof Error && e.message ? e.message : MESSAGES.fallback);
    } finally {
      setBusy(false);
    }
  };

  // The form stays when the server has no image provider (Generate is disabled and the notice
  // follows it): swapping the prerendered form for the notice moved the page (CLS 0.2).
  const unavailable = config != null && !config.imagesConfigured;

  return (
    <div className="image-studio">
      <form className="card tool-form" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={ids.prompt}>Describe your image</label>
          <textarea id={ids.prompt} rows={4} value={prompt} maxLength={MAX_IMAGE_PROMPT_CHARS} placeholder={tool.promptPlaceholder} onChange={(e) => setPrompt(e.target.value)} />
        </div>
        <fieldset className="ratio-group">
          <legend>Aspect ratio</legend>
          {ASPECT_RATIOS.map((r) => (
            <label key={r} className="chip-radio">
              <input type="radio" name="ratio" value={r} checked={size === r} onChange={() => setSize(r)} /> {RATIO_LABEL[r]}
            </label>
          ))}
        </fieldset>
        <div className="image-options">
          <div className="field">
            <label htmlFor={ids.count}>Number of images</label>
            <select id={ids.count} value={n} onChange={(e) => setN(Number(e.target.value))}>
              {Array.from({ length: MAX_IMAGES }, (_, i) => i + 1).map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.style}>Style</label>
            <select id={ids.style} value={style} onChange={(e) => setStyle(e.target.value as ImageStyle | '')}>
              <option value="">No preset</option>
              {(Object.keys(IMAGE_STYLES) as ImageStyle[]).map((s) => (
                <option key={s} value={s}>
                  {IMAGE_STYLES[s].label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {busy ? (
          <button key="stop" type="button" className="button button-danger" onClick={() => controller.current?.abort()}>
            <Square size={16} aria-hidden="true" /> Stop Generation
          </button>
        ) : (
          <button key="go" type="submit" className="button button-primary" disabled={unavailable || prompt.trim() === ''}>
            <ImageIcon size={18} aria-hidden="true" /> Generate
          </button>
        )}
        {busy && (
          <p className="field-help" role="status">
            Creating {n === 1 ? 'your image' : `${n} images`}… {elapsed > 0 ? `${elapsed} s` : ''}
          </p>
        )}
        {busy && <div className="progress-bar" role="progressbar" aria-label="Generating images" />}
      </form>
      {unavailable && <ErrorBox message="Image generation is not configured on this server. The site operator must set IMAGE_BASE_URL (and IMAGE_API_KEY and IMAGE_MODEL where the provider needs them)." />}
      {!busy && error && <ErrorBox message={error} />}
      {results.map((set, si) => (
        <section key={`${si}-${set.prompt}`} className="card image-results" aria-label={`Images for: ${set.prompt}`}>
          <div className="image-results-header">
            <p className="image-prompt">{set.prompt}</p>
            {/* Spec §2: the like button and its count sit in the result area; once, with the newest images. */}
            {si === 0 && <LikeButton toolId={tool.id} />}
            <button type="button" className="button button-secondary" onClick={() => void copy(set.prompt)}>
              <Copy size={16} aria-hidden="true" /> Copy prompt
            </button>
          </div>
          <ul className="image-grid">
            {set.images.map((img, i) => (
              <li key={i}>
                <img src={img.src} alt={`${set.prompt} (image ${i + 1})`} loading="lazy" />
                <a className="button button-secondary" href={img.src} download={imageFileName(set.prompt, i)} target="_blank" rel="noopener noreferrer">
                  <Download size={16} aria-hidden="true" /> Download
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
