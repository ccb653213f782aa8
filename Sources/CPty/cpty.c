#define _GNU_SOURCE
#include "cpty.h"

#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

const unsigned int cpty_ECHO = ECHO;
const unsigned int cpty_ICANON = ICANON;
const unsigned int cpty_ISIG = ISIG;

/* Runs in the forked child: only async-signal-safe calls from here to execve. */
static void cpty_exec_child(const char *path, char *const argv[], char *const envp[],
                            int stdout_fd, int stderr_fd) {
    if (stdout_fd >= 0 && dup2(stdout_fd, STDOUT_FILENO) < 0) _exit(127);
    if (stderr_fd >= 0 && dup2(stderr_fd, STDERR_FILENO) < 0) _exit(127);
    close_range(3, ~0U, 0);

    struct sigaction action = {0};
    action.sa_handler = SIG_DFL;
    for (int sig = 1; sig < NSIG; sig++) {
        if (sig != SIGKILL && sig != SIGSTOP) sigaction(sig, &action, NULL);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);

    execve(path, argv, envp);
    _exit(127);
}

int cpty_spawn(const char *path, char *const argv[], char *const envp[], int rows, int cols,
               int stdout_fd, int stderr_fd, int *master_fd) {
    struct winsize size = {0};
    size.ws_row = (unsigned short)rows;
    size.ws_col = (unsigned short)cols;

    int master = -1;
    pid_t pid = forkpty(&master, NULL, NULL, &size);
    if (pid < 0) return -1;
    if (pid == 0) cpty_exec_child(path, argv, envp, stdout_fd, stderr_fd);

    int flags = fcntl(master, F_GETFD);
    if (flags >= 0) fcntl(master, F_SETFD, flags | FD_CLOEXEC);
    *master_fd = master;
    return pid;
}

int cpty_set_size(int master_fd, int rows, int cols) {
    struct winsize size = {0};
    size.ws_row = (unsigned short)rows;
    size.ws_col = (unsigned short)cols;
    return ioctl(master_fd, TIOCSWINSZ, &size);
}

int cpty_local_flags(int master_fd, unsigned int *lflag) {
    struct termios attributes;
    if (tcgetattr(master_fd, &attributes) < 0) return -1;
    *lflag = (unsigned int)attributes.c_lflag;
    return 0;
}
