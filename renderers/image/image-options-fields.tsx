import { useId } from 'react';
import { ASPECT_RATIOS, IMAGE_STYLES, MAX_IMAGES, type AspectRatio, type ImageStyle } from '../../engine/images/image-options.ts';
import type { MessageKey } from '../../src/i18n/namespaces.ts';
import { useMessages } from '../../src/i18n/use-messages.ts';

// The names the visitor reads; the style's phrase the model reads stays English (image-options.ts).
const RATIO_LABEL: Record<AspectRatio, MessageKey<'image'>> = { square: 'ratioSquare', portrait: 'ratioPortrait', landscape: 'ratioLandscape' };
const STYLE_LABEL: Record<ImageStyle, MessageKey<'image'>> = {
  photo: 'stylePhoto',
  illustration: 'styleIllustration',
  watercolor: 'styleWatercolor',
  '3d': 'style3d',
  anime: 'styleAnime',
  'pixel-art': 'stylePixelArt',
};

interface ImageOptionsProps {
  size: AspectRatio;
  n: number;
  style: ImageStyle | '';
  onSize: (size: AspectRatio) => void;
  onCount: (n: number) => void;
  onStyle: (style: ImageStyle | '') => void;
}

/** Aspect ratio, number of images and style preset. */
export function ImageOptionsFields({ size, n, style, onSize, onCount, onStyle }: ImageOptionsProps) {
  const t = useMessages('image');
  const ids = { count: useId(), style: useId() };
  return (
    <>
      <fieldset className="ratio-group">
        <legend>{t('ratioLegend')}</legend>
        {ASPECT_RATIOS.map((r) => (
          <label key={r} className="chip-radio">
            <input type="radio" name="ratio" value={r} checked={size === r} onChange={() => onSize(r)} /> {t(RATIO_LABEL[r])}
          </label>
        ))}
      </fieldset>
      <div className="image-options">
        <div className="field">
          <label htmlFor={ids.count}>{t('countLabel')}</label>
          <select id={ids.count} value={n} onChange={(e) => onCount(Number(e.target.value))}>
            {Array.from({ length: MAX_IMAGES }, (_, i) => i + 1).map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.style}>{t('styleLabel')}</label>
          <select id={ids.style} value={style} onChange={(e) => onStyle(e.target.value as ImageStyle | '')}>
            <option value="">{t('styleNone')}</option>
            {(Object.keys(IMAGE_STYLES) as ImageStyle[]).map((s) => (
              <option key={s} value={s}>
                {t(STYLE_LABEL[s])}
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  );
}
