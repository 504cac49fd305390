"""What every command-line entry point shares: a failure ends in plain
sentences on stderr and a non-zero exit status, never a traceback.

Each `__main__` calls `sys.exit(run(main))`. The `main` functions raise what
they raise (tests call them directly and see the real exception); `run`
turns the errors a user can cause into sentences:

- `CommandError`: a sentence written where the problem was found.
- `ContentError`: the content check's own list of `file:line` problems.
- `SaveError`: the save file's message.
- `OSError`: the file and what the system said about it.
- `ModuleNotFoundError` for a package we depend on: which one, and how to install it.

Anything else is a bug in the game: it is reported in one sentence, with the
traceback only when ETHERFIELDS_DEBUG is set.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Callable

# Exit statuses: 1 a check found problems, 2 the command could not do its job,
# 70 a bug in the game (EX_SOFTWARE), 130 interrupted.
PROBLEMS, FAILED, BUG, INTERRUPTED = 1, 2, 70, 130
# Import names whose package on PyPI is called something else.
PACKAGES = {"pygame": "pygame-ce", "yaml": "PyYAML"}


class CommandError(Exception):
    """A failure a user can fix, already said in a sentence."""

    def __init__(self, message: str, status: int = FAILED) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def counted(n: int, one: str, many: str) -> str:
    """"1 problem", "3 problems": a count in the commands' English (the
    terminal's developer output, not the game's catalogue)."""
    return f"{n} {one if n == 1 else many}"


def say(*lines: str) -> None:
    for line in lines:
        print(line, file=sys.stderr)


def run(main: Callable[[list[str]], int], argv: list[str] | None = None) -> int:
    """Call `main(argv)` and turn every failure into sentences and a status."""
    try:
        return main(list(sys.argv[1:] if argv is None else argv))
    except KeyboardInterrupt:
        say("Interrupted.")
        return INTERRUPTED
    except Exception as err:
        status = report(err)
        if status == BUG and os.environ.get("ETHERFIELDS_DEBUG"):
            raise
        return status


def report(err: Exception) -> int:
    """Say what went wrong; return the exit status."""
    from game.content import ContentError  # imported here: a usage error should not wait for pydantic
    from game.savefile import SaveError
    if isinstance(err, CommandError):
        say(err.message)
        return err.status
    if isinstance(err, ContentError):
        say(*err.problems, f"{counted(len(err.problems), 'problem', 'problems')} in the content; nothing was started. "
            "Fix them and try again (python -m game.content check lists them).")
        return PROBLEMS
    if isinstance(err, SaveError):
        say(err.message)
        return FAILED
    if isinstance(err, OSError):
        say(os_error(err))
        return FAILED
    top = (getattr(err, "name", None) or "").split(".")[0]
    if isinstance(err, ModuleNotFoundError) and top and top != "game":  # a dependency, not our own module
        package = PACKAGES.get(top, top)
        say(f"The package {package} is not installed, and the game needs it: run `pip install -e .` "
            f"in the game's folder (or `pip install {package}`).")
        return FAILED
    say(f"Something went wrong inside the game ({type(err).__name__}: {err}). This is a bug; "
        "run again with ETHERFIELDS_DEBUG=1 to see where, and please report it.")
    return BUG


def os_error(err: OSError) -> str:
    """`x.png: no such file or directory.` from an OSError."""
    what = (err.strerror or str(err)).rstrip(".")
    what = what[:1].lower() + what[1:]
    return f"{err.filename}: {what}." if err.filename is not None else f"A file operation failed: {what}."


def output_file(path: str | Path, what: str) -> Path:
    """An output file's path, checked before any work is done: its folder
    exists and it is not itself a folder."""
    path = Path(path)
    if path.is_dir():
        raise CommandError(f"Cannot write the {what} to {path}: that is a folder; give a file name.")
    if not path.parent.is_dir():
        reason = "is a file, not a folder" if path.parent.exists() else "does not exist"
        raise CommandError(f"Cannot write the {what} to {path}: the folder {path.parent} {reason}.")
    return path


def output_folder(path: str | Path, what: str) -> Path:
    """An output folder, created if missing; refused if a file is in the way."""
    path = Path(path)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise CommandError(f"Cannot write the {what} into {path}: it is a file, not a folder.") from None
    except OSError as err:
        raise CommandError(f"Cannot create the folder {path} for the {what}: {os_error(err)}") from None
    return path
