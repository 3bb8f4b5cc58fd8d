/**
 * The harness WordPress's users besides its administrator (issue 36: who may change the practice),
 * one place for their logins and passwords: seed.ts hands them to seed.php, which creates them,
 * and the browser and REST tests sign in as them (wp-login.php, or an Application Password made
 * for the login by app-password.php). Throwaway installs on loopback only: never a real site's.
 */
export interface HarnessUser {
  readonly login: string
  readonly password: string
  /** A WordPress role slug: practice_manager is the larkspur-practice plugin's (caps.php). */
  readonly role: 'practice_manager' | 'editor' | 'author'
  readonly email: string
  readonly name: string
}

export const harnessUsers = {
  practiceManager: { login: 'practice-manager', password: 'practice-manager-pass', role: 'practice_manager', email: 'practice-manager@larkspur.example', name: 'Practice Manager' },
  editor: { login: 'editor', password: 'editor-pass', role: 'editor', email: 'editor@larkspur.example', name: 'Editor' },
  author: { login: 'author', password: 'author-pass', role: 'author', email: 'author@larkspur.example', name: 'Author' },
} as const satisfies Record<string, HarnessUser>

/** The users seed.php creates: the Practice manager only where the practice plugin (its role) is installed. */
export function usersToSeed(withPlugins: boolean): HarnessUser[] {
  return Object.values(harnessUsers).filter((user) => withPlugins || user.role !== 'practice_manager')
}
