#ifndef CPTY_H
#define CPTY_H

/*
 * Pseudo-terminals for the end-to-end tests: start a program whose controlling terminal,
 * stdin and /dev/tty is a fresh pty, while its stdout and stderr go wherever the caller says,
 * so the JSON a program prints stays apart from what it draws.
 */

/// Starts `path` (an absolute path; no PATH search) with `argv` and `envp` (both NULL-terminated)
/// on a new pty of `rows` x `cols`. The child's stdin is the pty; its stdout and stderr are
/// `stdout_fd` and `stderr_fd` (pass -1 to leave them on the pty). Signal dispositions and the
/// signal mask are reset to the defaults and every other descriptor is closed before exec.
/// On success returns the child's pid and stores the master side (close-on-exec) in `*master_fd`;
/// on failure returns -1 with errno set. A child that cannot exec exits with status 127.
int cpty_spawn(const char *path, char *const argv[], char *const envp[], int rows, int cols,
               int stdout_fd, int stderr_fd, int *master_fd);

/// Sets the pty's window size (TIOCSWINSZ); the foreground process group gets SIGWINCH.
/// Returns 0, or -1 with errno set.
int cpty_set_size(int master_fd, int rows, int cols);

/// Reads the terminal's local-mode flags (c_lflag: ECHO, ICANON, ISIG …) through the master side,
/// which on Linux reports the slave's termios, also after the child has exited.
/// Returns 0, or -1 with errno set.
int cpty_local_flags(int master_fd, unsigned int *lflag);

/// The c_lflag bits the tests look at, as plain constants.
extern const unsigned int cpty_ECHO;
extern const unsigned int cpty_ICANON;
extern const unsigned int cpty_ISIG;

#endif
