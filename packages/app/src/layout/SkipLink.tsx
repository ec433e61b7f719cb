import styles from './SkipLink.module.css';

/** The first focusable element: jumps past the header and step navigation to the page content. */
export function SkipLink() {
  return (
    <a
      className={styles.skip}
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView?.();
      }}
    >
      Skip to main content
    </a>
  );
}
