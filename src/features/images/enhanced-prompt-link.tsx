import { ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { MAX_IMAGE_PROMPT_CHARS } from '../../../engine/images/image-options.ts';

/** image-enhancer: carries the finished prompt into the image renderer. */
export function EnhancedPromptLink({ prompt }: { prompt: string }) {
  const text = prompt.trim().slice(0, MAX_IMAGE_PROMPT_CHARS);
  if (text === '') return null;
  return (
    <Link className="button button-primary" to={`/text-to-image?prompt=${encodeURIComponent(text)}`}>
      <ImageIcon size={18} aria-hidden="true" /> Create this image
    </Link>
  );
}
