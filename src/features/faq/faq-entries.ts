import { GENERAL_FAIR_USE } from '../../../engine/usage/fair-use-text.ts';
export type FaqCategory = 'General' | 'Usage' | 'Technical' | 'Support';

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** The one copy of the FAQ: the /faq page, the home page's short FAQ and the FAQPage structured data read it. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'what-is-it',
    category: 'General',
    question: 'What is AI Writing Tools?',
    answer:
      'A free collection of 85+ AI writing and content tools: emails and letters, essays, blogs, stories, code, social media posts, business and marketing copy, creative and tech writing, and images, plus an AI text editor and an SEO title search tool.',
  },
  {
    id: 'are-tools-free',
    category: 'General',
    question: 'Are the tools really free?',
    answer: 'Yes. Every tool is free to use, with no trial period and no paid tier hidden behind the button.',
  },
  {
    id: 'account-needed',
    category: 'General',
    question: 'Do I need an account?',
    answer: 'No. You can use every tool without signing up. Signing in is optional and only lets you like your favourite tools.',
  },
  {
    id: 'generation-limit',
    category: 'Usage',
    question: 'Is there a limit on how much I can generate?',
    // The page shows the operator's configured numbers instead (fair-use-answer.tsx).
    answer: GENERAL_FAIR_USE,
  },
  {
    id: 'how-to-use',
    category: 'Usage',
    question: 'How do I get the best results?',
    answer:
      'Say who the text is for, what it should achieve and the tone you want. Then use Regenerate, or turn on "Remember previous messages" and ask for changes to the last answer.',
  },
  {
    id: 'commercial-use',
    category: 'Usage',
    question: 'Can I use the generated content commercially?',
    answer:
      'Yes, the text you generate is yours to use. Review it before publishing: AI can make mistakes, and you are responsible for what you publish.',
  },
  {
    id: 'content-stored',
    category: 'Technical',
    question: 'Do you store what I write or generate?',
    answer:
      'No. Requests go to the AI provider; nothing is stored on our servers. Saved results stay in your browser, "Remember previous messages" in your tab, and a share link holds its own text.',
  },
  {
    id: 'which-ai',
    category: 'Technical',
    question: 'Which AI model writes the text?',
    answer:
      'The site sends requests to an AI provider chosen by the site operator through a secure gateway; your browser never sees an API key.',
  },
  {
    id: 'languages',
    category: 'Technical',
    question: 'Does it work in other languages?',
    answer: 'Yes. Write your request in your language and most tools answer in the same language.',
  },
  {
    id: 'support-time',
    category: 'Support',
    question: 'How quickly does support answer?',
    answer: 'We answer support messages within 24 hours.',
  },
  {
    id: 'report-problem',
    category: 'Support',
    question: 'How do I report a problem?',
    answer: 'Use the Report Bug page: tell us the page or tool, what happened and what you expected.',
  },
  {
    id: 'suggest-tool',
    category: 'Support',
    question: 'Can I suggest a new tool?',
    answer: 'Yes, please do. The Tools Suggest page takes your idea; popular and useful suggestions are built first.',
  },
];

/** Questions shown on the home page (what it is, are tools free, is an account needed). */
export const HOME_FAQ_IDS = ['what-is-it', 'are-tools-free', 'account-needed'] as const;

/** The entries of the home page's short FAQ, in HOME_FAQ_IDS order. */
export function homeFaqEntries(): FaqEntry[] {
  return HOME_FAQ_IDS.map((id) => FAQ_ENTRIES.find((e) => e.id === id)).filter((e) => e !== undefined);
}
