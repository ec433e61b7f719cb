import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { StepNav } from './StepNav.tsx';

export function AppLayout() {
  return (
    <>
      <Header />
      <StepNav />
      <main id="main">
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
