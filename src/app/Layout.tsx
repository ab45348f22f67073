import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router';
import { paths } from '../paths.ts';
import { SearchBox } from '../components/SearchBox.tsx';
import styles from './Layout.module.css';

export function Layout() {
  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={paths.home()} className={styles.brand} aria-label="tonlens home">
            <span aria-hidden="true">◎</span> tonlens
          </Link>
          <nav aria-label="Main" className={styles.nav}>
            <NavLink to={paths.latestBlock()}>Latest block</NavLink>
            <NavLink to={paths.accounts()}>Accounts</NavLink>
          </nav>
          <div className={styles.search}>
            <SearchBox />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}
