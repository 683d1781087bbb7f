// The hero's typed headlines, in order and in the specification's wording: the page types them, the browser tests check them.
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
