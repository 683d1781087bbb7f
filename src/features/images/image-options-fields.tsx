import { useId } from 'react';
import { ASPECT_RATIOS, IMAGE_STYLES, MAX_IMAGES, type AspectRatio, type ImageStyle } from '../../../engine/images/image-options.ts';

const RATIO_LABEL: Record<AspectRatio, string> = { square: 'Square', portrait: 'Portrait', landscape: 'Landscape' };

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
  const ids = { count: useId(), style: useId() };
  return (
    <>
      <fieldset className="ratio-group">
        <legend>Aspect ratio</legend>
        {ASPECT_RATIOS.map((r) => (
          <label key={r} className="chip-radio">
            <input type="radio" name="ratio" value={r} checked={size === r} onChange={() => onSize(r)} /> {RATIO_LABEL[r]}
          </label>
        ))}
      </fieldset>
      <div className="image-options">
        <div className="field">
          <label htmlFor={ids.count}>Number of images</label>
          <select id={ids.count} value={n} onChange={(e) => onCount(Number(e.target.value))}>
            {Array.from({ length: MAX_IMAGES }, (_, i) => i + 1).map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.style}>Style</label>
          <select id={ids.style} value={style} onChange={(e) => onStyle(e.target.value as ImageStyle | '')}>
            <option value="">No preset</option>
            {(Object.keys(IMAGE_STYLES) as ImageStyle[]).map((s) => (
              <option key={s} value={s}>
                {IMAGE_STYLES[s].label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  );
}
