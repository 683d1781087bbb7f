/** A long answer for the fake provider: a heading and 24 paragraphs, several screens on a phone. */
export const LONG_ANSWER = [
  '## A long draft\n\n',
  ...Array.from({ length: 24 }, (_, i) => `Paragraph ${i + 1}. The visitor reads this text line by line, and nothing the page adds may sit on top of it while they do.\n\n`),
];
