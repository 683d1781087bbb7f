import { registry } from '../../engine/registry/registry.ts';

export function meta() {
  return [
    { title: 'Free AI Writing Tools – 85+ Tools, No Account Needed' },
    { name: 'description', content: 'All tools are free and no account is needed: emails, essays, blogs, stories, code, social media, business and marketing copy.' },
  ];
}

export default function Home() {
  return (
    <main>
      <h1>Unleash Your Creativity with AI-Powered Tools</h1>
      {registry.categories.map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`}>{category.title}</h2>
          <p>{category.description}</p>
          <ul>
            {category.entries.map((entry) => (
              <li key={entry.tool.id}>
                <a href={entry.tool.path}>{entry.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
