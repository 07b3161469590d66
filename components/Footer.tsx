const GROUPS = [
  {
    title: "Resources",
    links: [
      { href: "/behavior-guide", label: "Behavior Guide" },
      { href: "/parenting-tips", label: "Parenting Tips" },
      { href: "/blog", label: "Blog" },
      { href: "/faq", label: "FAQ" },
    ],
  },
  {
    title: "Help",
    links: [
      { href: "/support", label: "Support Center" },
      { href: "/faq", label: "FAQ" },
      { href: "/contact", label: "Contact Us" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/terms-of-service", label: "Terms of Service" },
      { href: "/privacy-policy", label: "Privacy Policy" },
      { href: "/cookies", label: "Cookie Policy" },
      { href: "/copyright", label: "Copyright" },
    ],
  },
];

export function Footer({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div className="footer-brand">
          <p className="brand-name">Behavior Tales</p>
          <p>Personalized stories that help children grow, one page at a time.</p>
          <p>
            <a href="https://www.instagram.com/behaviortales" rel="noopener noreferrer" target="_blank">
              Follow us on Instagram
            </a>
          </p>
        </div>
        {GROUPS.map((g) => (
          <nav key={g.title} aria-label={g.title} className="footer-group">
            <p className="footer-title">{g.title}</p>
            <ul>
              {g.links.map((l) => (
                <li key={l.href + l.label}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="container copyright">© {year} Behavior Tales. All rights reserved.</p>
    </footer>
  );
}
