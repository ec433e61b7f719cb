import { Outlet } from 'react-router-dom';
import { Main } from '../form/FormLayout.tsx';
import { Footer } from '../layout/Footer.tsx';
import { Header } from '../layout/Header.tsx';

/** The frame of the account pages: header and footer, no step navigation. */
export function AuthLayout() {
  return (
    <>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}
