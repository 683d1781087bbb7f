// Each renderer's own styles (renderers/<name>/*.css), found rather than listed: a new renderer
// folder brings its stylesheet with it. Eager, so they join the root's stylesheet and are linked
// from every prerendered page's <head> like the root's other styles: never an unstyled first
// paint. A module of its own so the root imports them at one place in the cascade (after the
// shared form styles, before motion), where Vite's eager glob would otherwise hoist them first.
import.meta.glob('../../renderers/*/*.css', { eager: true });
