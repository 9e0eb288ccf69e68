import './globals.css';

// Reached only for requests outside the locale routes (the proxy gives every page a locale).
export default function GlobalNotFound() {
  return (
    <html lang="da-DK">
      <body>
        <main className="container py-5">
          <h1>Siden blev ikke fundet</h1>
          <p>
            <a href="/">Gå til forsiden</a>
          </p>
        </main>
      </body>
    </html>
  );
}
