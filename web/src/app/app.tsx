import { SITE } from '../config/site';

/** A placeholder page until the website lands. */
export function App() {
  return (
    <main>
      <h1>{SITE.name}</h1>
      <p>COMPREHENSIVE SECURITY SOLUTIONS</p>
    </main>
  );
}
