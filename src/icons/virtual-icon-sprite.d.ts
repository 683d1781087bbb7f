// The virtual module served by scripts/vite/icon-sprite.ts.
declare module 'virtual:icon-sprite' {
  export const ICON_SPRITE_URL: string;
}
