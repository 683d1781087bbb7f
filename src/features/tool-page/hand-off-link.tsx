import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { MAX_IMAGE_PROMPT_CHARS } from '../../../engine/images/image-options.ts';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';

/**
 * A manifest's handOff: carries the finished result to another tool's page as ?prompt=
 * (the lint allows only targets whose renderer reads it; today the image renderer, hence its limit).
 */
export function HandOffLink({ handOff, result }: { handOff: NonNullable<ToolPageData['handOff']>; result: string }) {
  const text = result.trim().slice(0, MAX_IMAGE_PROMPT_CHARS);
  if (text === '') return null;
  return (
    <Link className="button button-primary" to={`${handOff.path}?prompt=${encodeURIComponent(text)}`}>
      <ArrowRight size={18} aria-hidden="true" className="icon-directional" /> {handOff.label}
    </Link>
  );
}
