import { Link } from 'react-router';
import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'About Us – Free AI Writing Tools for Everyone',
    description: 'Our mission is to make good writing easy for everyone: 75+ free AI writing tools, no account needed, built openly and improved with our community.',
    path: '/about',
  });
}

const VALUES = [
  { title: 'Innovation', text: 'We turn new AI capabilities into tools that solve everyday writing jobs.' },
  { title: 'Speed', text: 'Answers stream as they are written, and pages load before you finish blinking.' },
  { title: 'Quality', text: 'Every tool has instructions written for its task, reviewed like code.' },
  { title: 'Community', text: 'Many of our tools started as suggestions from people who use the site.' },
];

export default function AboutPage() {
  return (
    <StaticPage title="About AI Writing Tools" lead="75+ free AI writing tools, built so that anyone can write with confidence.">
      <h2>Our Mission</h2>
      <p>
        Good writing opens doors: a clear email, a strong cover letter, a story finally finished. Our mission is to make that
        help free and instant for everyone, with no account, no paywall and no key to manage.
      </p>
      <h2>Our Values</h2>
      <ul className="card-list">
        {VALUES.map((v) => (
          <li key={v.title} className="card">
            <h3>{v.title}</h3>
            <p>{v.text}</p>
          </li>
        ))}
      </ul>
      <h2>Why Choose AI Writing Tools</h2>
      <ul>
        <li>
          <strong>Global Access 24/7:</strong> every tool works in your browser, any time, from anywhere.
        </li>
        <li>
          <strong>Secure &amp; Private:</strong> your text is not stored, and AI provider keys never leave our server.
        </li>
        <li>
          <strong>Regular Updates:</strong> new tools and improvements ship continuously.
        </li>
      </ul>
      <h2>Our Journey</h2>
      <ul>
        <li>
          <strong>Launch &amp; Growth:</strong> we started with a handful of writing tools and grew to a full catalogue.
        </li>
        <li>
          <strong>Community Focus:</strong> suggestions and bug reports from visitors decide what we build next.
        </li>
        <li>
          <strong>User Love:</strong> people come back every day for emails, essays, posts and stories.
        </li>
      </ul>
      <p>
        <Link to="/" className="button button-primary">
          Explore Our Tools
        </Link>
      </p>
    </StaticPage>
  );
}
