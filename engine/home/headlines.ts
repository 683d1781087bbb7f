// The hero's typed headlines, in order and in the specification's wording. The page types them from
// its language's messages (home `headline1`…`headline12`); the English messages must be these, word
// for word (tests/i18n/messages.test.ts), and the browser tests check them.
export const HEADLINES = [
  'Write better emails in seconds',
  'Turn ideas into engaging blog posts',
  'Craft stories that captivate readers',
  'Polish every sentence with AI',
  'Create scroll-stopping social posts',
  'Find the perfect name for your startup',
  'Explain and convert code with ease',
  'Draft essays with confidence',
  'Spark your creativity with fresh ideas',
  'Write marketing copy that converts',
  'Summarize long text in a click',
  'Say it right, every time',
] as const;

/** How many headlines the hero types: the home messages have `headline1` to `headline<HEADLINE_COUNT>`. */
export const HEADLINE_COUNT = HEADLINES.length;
