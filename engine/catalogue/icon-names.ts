// The icon set manifests may name (lucide names). The build draws each into one
// SVG sprite (scripts/vite/icon-sprite.ts); keeping the list here (not in src/)
// lets the lint and the registry check icons without importing React.
export const ICON_NAMES = [
  'align-left', 'anchor', 'arrow-left-right', 'at-sign', 'badge-dollar-sign', 'book-open',
  'book-open-check', 'book-text', 'bot', 'briefcase', 'briefcase-business', 'brush',
  'building-2', 'calculator', 'camera', 'captions', 'chart-line', 'circle-help',
  'clapperboard', 'code', 'code-xml', 'copy', 'cpu', 'drama', 'expand', 'eye',
  'feather', 'file-code', 'file-pen', 'file-search', 'file-text', 'file-user', 'film',
  'flame', 'gamepad-2', 'gem', 'globe', 'graduation-cap', 'hash', 'heart',
  'heart-handshake', 'image', 'image-plus', 'images', 'laugh', 'layout-template',
  'letter-text', 'lightbulb', 'list', 'list-collapse', 'list-tree', 'mail', 'mail-open',
  'map', 'maximize-2', 'megaphone', 'message-circle', 'message-circle-question-mark',
  'message-square-text', 'mic', 'monitor-play', 'mouse-pointer-click', 'music',
  'newspaper', 'notebook-pen', 'palette', 'pen-line', 'pen-tool', 'podcast',
  'presentation', 'quote', 'refresh-cw', 'repeat', 'reply', 'rocket', 'scale',
  'scissors', 'scroll-text', 'search', 'shopping-bag', 'shuffle', 'smartphone',
  'sparkles', 'star', 'tag', 'target', 'terminal', 'text-quote', 'thumbs-up',
  'trending-up', 'tv', 'type', 'user-pen', 'user-round', 'user-round-pen', 'video',
  'wand-sparkles', 'zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const iconNameSet: ReadonlySet<string> = new Set(ICON_NAMES);

export function isIconName(name: string): name is IconName {
  return iconNameSet.has(name);
}
