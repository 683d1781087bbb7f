/** Aspect ratios offered on the image page; the gateway maps each to a provider size (IMAGE_SIZES). */
export const ASPECT_RATIOS = ['square', 'portrait', 'landscape'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const MAX_IMAGES = 4;
export const MAX_IMAGE_PROMPT_CHARS = 4000;

/** Style presets: each adds a short phrase to the prompt. */
export const IMAGE_STYLES = {
  photo: { label: 'Photo', phrase: 'photorealistic photograph, natural light, high detail' },
  illustration: { label: 'Illustration', phrase: 'digital illustration, clean lines, vibrant colours' },
  watercolor: { label: 'Watercolor', phrase: 'watercolor painting, soft washes, paper texture' },
  '3d': { label: '3D render', phrase: '3D render, soft global illumination, studio lighting' },
  anime: { label: 'Anime', phrase: 'anime style, cel shading, expressive' },
  'pixel-art': { label: 'Pixel art', phrase: 'pixel art, limited palette, crisp pixels' },
} as const;
export type ImageStyle = keyof typeof IMAGE_STYLES;

export function promptWithStyle(prompt: string, style: ImageStyle | undefined): string {
  return style ? `${prompt.trim()}\n\nStyle: ${IMAGE_STYLES[style].phrase}.` : prompt.trim();
}

/** A download name from the prompt: "a-red-fox-in-snow-2.png". */
export function imageFileName(prompt: string, index: number, extension = 'png'): string {
  const slug = prompt.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '') || 'image';
  return `${slug}-${index + 1}.${extension}`;
}
