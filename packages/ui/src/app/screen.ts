// What an entry of the screens' table (app/screens.tsx, app/league-routes.tsx) says about a screen.
import type { ComponentType, ReactNode } from 'react';
import type { Capability } from '@longwood/core';

export interface Screen {
  path: string;
  /** The document title, before ' | Longwood Golf' (app/layout/use-document-title.ts). */
  title: string;
  screen: ComponentType;
  /** 'public', or the capability a signed-in person needs (docs/decisions/085-role-policy.md). */
  access: 'public' | Capability;
  /** Shown to those without the capability; default 'Access Denied' with the policy's reason. */
  denied?: ReactNode;
  /**
   * The path parameter naming the league a capability held per league is asked for (its organiser opens the screen:
   * docs/decisions/272-league-organisers.md).
   */
  league?: string;
}

/** A screen behind a capability (every screen but the public ones). */
export type GatedScreen = Screen & { access: Capability };
