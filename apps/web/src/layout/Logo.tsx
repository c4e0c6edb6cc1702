import { Globe2 } from 'lucide-react';
import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight">
      <Globe2 aria-hidden="true" className="size-6 text-link" />
      ReelAtlas
    </Link>
  );
}
