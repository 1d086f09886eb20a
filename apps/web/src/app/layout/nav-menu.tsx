import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A menu of links under a button in the site menu (the disclosure pattern: the button says whether the list
 * is shown; Tab walks the links). Bootstrap's own dropdown would bring Popper, about 7 KB gzipped on every
 * page, to place a list that sits in the header anyway.
 */
export function NavMenu({
  title,
  id,
  className,
  onNavigate,
  children,
}: {
  title: string;
  id: string;
  className?: string;
  /** Called after a link of the menu is followed (the phone menu folds). */
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = `${id}-menu`;

  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const closeOutside = (event: Event) => {
      if (root && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={['nav-item', 'dropdown', className].filter(Boolean).join(' ')}>
      <button
        ref={toggleRef}
        type="button"
        id={id}
        className={`nav-link dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((shown) => !shown);
        }}
      >
        {title}
      </button>
      <div
        id={menuId}
        className={`dropdown-menu${open ? ' show' : ''}`}
        hidden={!open}
        onClick={(event) => {
          if (!(event.target instanceof Element) || !event.target.closest('a')) return;
          setOpen(false);
          onNavigate?.();
        }}
      >
        {children}
      </div>
    </div>
  );
}

export function NavMenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="dropdown-item">
      {children}
    </Link>
  );
}

export function NavMenuText({ children }: { children: ReactNode }) {
  return <span className="dropdown-item-text">{children}</span>;
}

export function NavMenuDivider() {
  return <hr className="dropdown-divider" />;
}
