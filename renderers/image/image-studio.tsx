import { ImageIcon } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ToolPageData } from '../../engine/catalogue/types.ts';
import { MAX_IMAGE_PROMPT_CHARS, type AspectRatio, type ImageStyle } from '../../engine/images/image-options.ts';
import { usePublicConfig } from '../../src/features/config/use-public-config.ts';
import { ErrorBox } from '../../src/features/common/error-box.tsx';
import { StopOrGenerate } from '../../src/features/common/stop-or-generate.tsx';
import { useMessages } from '../../src/i18n/use-messages.ts';
import { ImageOptionsFields } from './image-options-fields.tsx';
import { ImageResultSetView } from './image-result-set.tsx';
import { useImageGeneration } from './use-image-generation.ts';

function initialPrompt(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('prompt')?.slice(0, MAX_IMAGE_PROMPT_CHARS) ?? '';
}

/** Generate, or Stop while busy, with the progress line under it. */
function GenerateControls({ busy, n, elapsed, disabled, onStop }: { busy: boolean; n: number; elapsed: number; disabled: boolean; onStop: () => void }) {
  const t = useMessages('image');
  return (
    <>
      <StopOrGenerate busy={busy} disabled={disabled} onStop={onStop} icon={<ImageIcon size={18} aria-hidden="true" />} />
      {busy && (
        <p className="field-help" role="status">
          {t('creatingStatus', { count: n })} {elapsed > 0 ? t('elapsedSeconds', { seconds: elapsed }) : ''}
        </p>
      )}
      {busy && <div className="progress-bar" role="progressbar" aria-label={t('progressLabel')} />}
    </>
  );
}

/** The image renderer: prompt, aspect ratio, count and style; results in a grid, kept while the visitor stays. */
export function ImageStudio({ tool }: { tool: ToolPageData }) {
  const config = usePublicConfig();
  const t = useMessages('image');
  const [prompt, setPrompt] = useState('');
  const [size, setSize] = useState<AspectRatio>('square');
  const [n, setN] = useState(1);
  const [style, setStyle] = useState<ImageStyle | ''>('');
  const { busy, elapsed, error, results, generate, stop } = useImageGeneration();
  const promptId = useId();

  useEffect(() => {
    // A prompt carried in the URL (another tool's manifest handOff); never overwrite what the visitor already typed.
    const carried = initialPrompt();
    if (carried) setPrompt((current) => current || carried);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (prompt.trim() === '' || busy) return;
    void generate({ toolId: tool.id, prompt, size, n, style });
  };

  // The form stays when the server has no image provider (Generate is disabled and the notice
  // follows it): swapping the prerendered form for the notice moved the page (CLS 0.2).
  const unavailable = config != null && !config.imagesConfigured;

  return (
    <div className="image-studio">
      <form className="card tool-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={promptId}>{t('promptLabel')}</label>
          <textarea id={promptId} rows={4} value={prompt} maxLength={MAX_IMAGE_PROMPT_CHARS} placeholder={tool.promptPlaceholder} onChange={(e) => setPrompt(e.target.value)} />
        </div>
        <ImageOptionsFields size={size} n={n} style={style} onSize={setSize} onCount={setN} onStyle={setStyle} />
        <GenerateControls busy={busy} n={n} elapsed={elapsed} disabled={unavailable || prompt.trim() === ''} onStop={stop} />
      </form>
      {unavailable && <ErrorBox message={t('notConfigured')} />}
      {!busy && error && <ErrorBox message={error} />}
      {results.map((set, si) => (
        <ImageResultSetView key={`${si}-${set.prompt}`} set={set} toolId={tool.id} newest={si === 0} />
      ))}
    </div>
  );
}
