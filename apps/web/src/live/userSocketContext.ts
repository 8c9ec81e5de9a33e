import { createContext } from 'react';
import type { UserSocket } from './userSocket';

/** The signed-in user's live connection; null outside the signed-in layout or before it starts. */
export const UserSocketContext = createContext<UserSocket | null>(null);
