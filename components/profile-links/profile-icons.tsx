// Sized by the surrounding text.
import type { ReactNode } from 'react';

function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </g>
    </svg>
  );
}

export function ModelHubIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="9" />
      <circle cx="9" cy="10" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="15" cy="10" r="1.3" fill="currentColor" stroke="none" />
      <path d="M8 14c1 2 2.3 3 4 3s3-1 4-3" />
    </LineIcon>
  );
}

export function CodeHostIcon() {
  return (
    <LineIcon>
      <circle cx="6" cy="5" r="2.2" />
      <circle cx="6" cy="19" r="2.2" />
      <circle cx="18" cy="7" r="2.2" />
      <path d="M6 7.2v9.6M18 9.2c0 5-12 3-12 7.6" />
    </LineIcon>
  );
}

export function SocialIcon() {
  return (
    <LineIcon>
      <path d="M4 5h9a7 7 0 0 1 7 7v0a7 7 0 0 1-7 7H9l-5 3v-3.5A7 7 0 0 1 4 12z" />
    </LineIcon>
  );
}

export function MailIcon() {
  return (
    <LineIcon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </LineIcon>
  );
}
