import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/Card';

interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A back link shown above the title (e.g. to /sign-up). */
  back?: { to: string; label: string };
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every auth screen: one card, one h1, an optional back link and footer line. */
export function AuthCard({ title, subtitle, back, footer, children }: AuthCardProps) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="gap-3">
        {back ? (
          <Link
            to={back.to}
            className="-ml-1 inline-flex w-fit items-center gap-1.5 rounded-lg px-1 py-0.5 text-sm text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {back.label}
          </Link>
        ) : null}
        <h1 className="text-2xl font-black tracking-tight text-fg sm:text-3xl">{title}</h1>
        {subtitle ? <CardDescription>{subtitle}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {children}
        {footer ? <div className="border-t border-line pt-4 text-center text-sm text-muted">{footer}</div> : null}
      </CardContent>
    </Card>
  );
}

/** A horizontal rule with a caption ("or sign up with email"). */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 text-xs tracking-wide text-muted uppercase" role="separator">
      <span className="h-px flex-1 bg-line" aria-hidden />
      <span>{children}</span>
      <span className="h-px flex-1 bg-line" aria-hidden />
    </div>
  );
}

/** An inline text link in the accent colour. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      {children}
    </Link>
  );
}
