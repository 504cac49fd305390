"""Every finished game, remembered: an SQLite file in the saves folder.

One row per finished game of Onirim, Lucidity or Prophecy and per Slumber,
Dream or campaign of Etherfields: which game, when, who sat at the table, the expansions
or edition, the seed, its length in moves and minutes, the result and score.
The tables call `record` when the rules say a game is over; the Statistics
screen and `python -m game stats --json` read `stats`.

The file is never a reason for the game not to start: a damaged or foreign
file is renamed aside (`records.sqlite.damaged-N`) with a sentence
(`notice`) and a new one begun; a write that fails is dropped, not raised.
"""
from __future__ import annotations

import json
import sqlite3
import time
from contextlib import closing
from pathlib import Path

FILE = "records.sqlite"
APP_ID = 0x45544846  # "ETHF": PRAGMA application_id marks the file as ours
GAMES = ("etherfields", "onirim", "lucidity", "prophecy")

# Migrations, oldest first: the database's user_version says how many ran.
MIGRATIONS = [
    """CREATE TABLE plays (
           id INTEGER PRIMARY KEY,
           game TEXT NOT NULL, mode TEXT NOT NULL, finished_at TEXT NOT NULL,
           seats TEXT NOT NULL, edition TEXT NOT NULL DEFAULT '', seed INTEGER,
           moves INTEGER NOT NULL DEFAULT 0, minutes REAL NOT NULL DEFAULT 0,
           result TEXT NOT NULL, score INTEGER);
       CREATE INDEX plays_by_game ON plays (game, finished_at);""",
    """CREATE TABLE achievements (
           game TEXT NOT NULL, key TEXT NOT NULL, earned_at TEXT NOT NULL,
           PRIMARY KEY (game, key));""",
]

notice = ""  # the sentence for a file set aside (or a write that failed), until it is shown


# -- time played -------------------------------------------------------------------------
# The records' minutes are time played in this sitting, not time the window
# stood open: the clock runs from one sign of a player (a click, a key, a
# move) to the next, and a gap longer than IDLE (the window left open over
# dinner, minimised overnight) counts as IDLE. A table or a campaign notes
# `played_seconds()` when it opens and subtracts it when its game ends; a
# game taken up from a save starts from nothing, whenever the save was made.
IDLE = 300.0
_clock = time.monotonic  # tests replace it to let hours pass
_played: list = [0.0, None]   # seconds counted so far, and the last sign of a player (None: none yet)


def active() -> None:
    """A sign of a player: the time since the last one is played (up to IDLE)."""
    now, last = _clock(), _played[1]
    if last is not None:
        _played[0] += min(max(0.0, now - last), IDLE)
    _played[1] = now


def played_seconds() -> float:
    """The seconds played so far in this run of the program (a running total;
    a game's length is the difference between two readings)."""
    now = _clock()
    last = _played[1]
    return _played[0] + (min(max(0.0, now - last), IDLE) if last is not None else 0.0)


def path(base=None) -> Path:
    from game.savefile import folder
    return Path(base if base is not None else folder()) / FILE


def _set_aside(file: Path, why: str) -> None:
    global notice
    n = 1
    while file.with_name(f"{file.name}.damaged-{n}").exists():
        n += 1
    aside = file.with_name(f"{file.name}.damaged-{n}")
    for extra in ("-wal", "-shm"):  # a journal belongs to the file it was written for
        side = file.with_name(file.name + extra)
        if side.exists():
            side.rename(aside.with_name(aside.name + extra))
    file.rename(aside)
    notice = f"The records file {file.name} {why}; it was set aside as {aside.name} and a new one begun."


def _prepare(con: sqlite3.Connection) -> None:
    """A new file gets the schema; an older one its missing migrations, in one transaction."""
    app_id = con.execute("PRAGMA application_id").fetchone()[0]
    version = con.execute("PRAGMA user_version").fetchone()[0]
    tables = con.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    if app_id != APP_ID and (tables or version):
        raise _Foreign("belongs to another program")
    if version > len(MIGRATIONS):
        raise _Foreign("was written by a newer version of the game")
    if con.execute("PRAGMA quick_check").fetchone()[0] != "ok":
        raise _Foreign("is damaged")
    con.execute("PRAGMA journal_mode=WAL")
    if version < len(MIGRATIONS):
        with con:
            con.execute("BEGIN")
            for step in MIGRATIONS[version:]:
                for sql in step.split(";"):
                    if sql.strip():
                        con.execute(sql)
            con.execute(f"PRAGMA application_id = {APP_ID}")
            con.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")


class _Foreign(Exception):
    pass


def connect(base=None, create: bool = True) -> sqlite3.Connection | None:
    """The records database, ready to use; None when the folder cannot hold one
    (or, not to `create`, when there is none yet: reading never makes a file)."""
    global notice
    file = path(base)
    if not create and not file.exists():
        return None
    for attempt in (1, 2):
        try:
            file.parent.mkdir(parents=True, exist_ok=True)
            con = sqlite3.connect(file, timeout=5, isolation_level=None)
        except (OSError, sqlite3.Error) as err:
            notice = f"The records cannot be kept in {file.parent}: {err}."
            return None
        try:
            _prepare(con)
            return con
        except _Foreign as err:
            con.close()
            why = str(err)
        except sqlite3.DatabaseError:
            con.close()
            why = "is damaged or is not a database"
        if attempt == 2:
            return None
        try:
            _set_aside(file, why)
        except OSError as err:
            notice = f"The records file {file} {why} and could not be set aside: {err}."
            return None
    return None


def now() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S")


def record(game: str, mode: str, result: str, *, seats=(), edition: str = "", seed=None, moves: int = 0,
           minutes: float = 0.0, score=None, base=None) -> list[str]:
    """Remember one finished game (one transaction); returns the achievements it
    newly earned (their keys). A failure is kept in `notice`, never raised."""
    global notice
    con = connect(base)
    if con is None:
        return []
    try:
        with closing(con), con:
            con.execute("BEGIN")
            con.execute("INSERT INTO plays (game, mode, finished_at, seats, edition, seed, moves, minutes, result, score)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (game, mode, now(), json.dumps(list(seats)), edition, seed, int(moves),
                         round(float(minutes), 2), result, score))
            return _award(con, game)
    except sqlite3.Error as err:
        notice = f"This game could not be added to the records: {err}."
        return []


def plays(game: str, base=None, con=None) -> list[dict]:
    """Every recorded game of one kind, oldest first."""
    own = con is None
    con = con or connect(base, create=False)
    if con is None:
        return []
    try:
        cur = con.execute("SELECT * FROM plays WHERE game = ? ORDER BY finished_at, id", (game,))
        names = [c[0] for c in cur.description]
        rows = [dict(zip(names, row)) for row in cur.fetchall()]
    except sqlite3.Error:
        rows = []
    finally:
        if own:
            con.close()
    for r in rows:
        r["seats"] = json.loads(r["seats"] or "[]")
    return rows


CAMPAIGN = "campaign"  # an Etherfields campaign's row, beside its Dreams' and Slumbers': counted apart


def summary(rows: list[dict]) -> dict:
    """The figures the Statistics screen and `stats --json` show. A campaign's
    row is counted apart (`campaigns`): its Dreams are rows of their own."""
    campaigns = [r for r in rows if r["mode"] == CAMPAIGN]
    rows = [r for r in rows if r["mode"] != CAMPAIGN]
    won = [r["result"] == "won" for r in rows]
    by_mode: dict[str, dict] = {}
    for r in rows:
        m = by_mode.setdefault(r["mode"], {"played": 0, "won": 0})
        m["played"] += 1
        m["won"] += r["result"] == "won"
    best = current = run = 0
    for w in won:
        run = run + 1 if w else 0
        best = max(best, run)
    for w in reversed(won):
        if not w:
            break
        current += 1
    scores = [r["score"] for r in rows if r["score"] is not None]
    quickest = [r["moves"] for r in rows if r["result"] == "won" and r["moves"]]
    return {"played": len(rows), "won": sum(won),
            "rate": round(sum(won) / len(rows), 3) if rows else 0.0,
            "by_mode": by_mode, "streak": current, "best_streak": best,
            "best_score": max(scores) if scores else None,
            "fewest_moves_to_win": min(quickest) if quickest else None,
            "minutes": round(sum(r["minutes"] for r in rows), 1)} | (
        {"campaigns": {"played": len(campaigns), "won": sum(r["result"] == "won" for r in campaigns)}}
        if campaigns else {})


def stats(game: str, base=None) -> dict:
    return summary(plays(game, base))


def all_stats(base=None) -> dict:
    return {g: stats(g, base) for g in GAMES}


# -- achievements ----------------------------------------------------------------------

def achievements(game: str) -> list[dict]:
    """The game's achievements as content: content/<game>/achievements.yaml."""
    from game.content import CONTENT_DIR
    from game import safeyaml
    file = CONTENT_DIR / game / "achievements.yaml"
    try:
        return list(safeyaml.load(file.read_text(encoding="utf-8")) or [])
    except (OSError, ValueError):
        return []


def earned(game: str, base=None) -> dict[str, str]:
    """key -> the date it was earned."""
    con = connect(base, create=False)
    if con is None:
        return {}
    with closing(con):
        try:
            return dict(con.execute("SELECT key, earned_at FROM achievements WHERE game = ?", (game,)).fetchall())
        except sqlite3.Error:
            return {}


def met(rule: dict, rows: list[dict]) -> bool:
    """Whether the records so far meet one achievement's rule (the words are
    explained atop content/onirim/achievements.yaml)."""
    last = rows[-1] if rows else None
    if (rule.get("where") or {}).get("mode") != CAMPAIGN:  # a campaign is no extra game won or played
        rows = [r for r in rows if r["mode"] != CAMPAIGN]
    picked = [r for r in rows if all(r.get(k) == v for k, v in (rule.get("where") or {}).items())
              and (not rule.get("with") or rule["with"] in r["mode"].split("+"))
              and all(r.get(k, "").isdigit() and int(r[k]) >= v for k, v in (rule.get("at_least") or {}).items())]
    won = [r for r in picked if r["result"] == "won"]
    if "played" in rule and len(picked) < rule["played"]:
        return False
    if "won" in rule and len(won) < rule["won"]:
        return False
    if "streak" in rule and summary(picked)["best_streak"] < rule["streak"]:
        return False
    if "modes_won" in rule and len({r["mode"] for r in won}) < rule["modes_won"]:
        return False
    if "score" in rule and not any((r["score"] or 0) >= rule["score"] for r in won):
        return False
    if "moves_at_most" in rule and not any(0 < r["moves"] <= rule["moves_at_most"] for r in won):
        return False
    if "minutes_at_least" in rule and not any(r["minutes"] >= rule["minutes_at_least"] for r in picked):
        return False
    if "minutes_at_most" in rule and not any(0 < r["minutes"] <= rule["minutes_at_most"] for r in won):
        return False
    return last is not None


def _award(con, game: str) -> list[str]:
    rows = plays(game, con=con)
    have = {k for (k,) in con.execute("SELECT key FROM achievements WHERE game = ?", (game,))}
    new = [a["key"] for a in achievements(game) if a["key"] not in have and met(a["rule"], rows)]
    con.executemany("INSERT INTO achievements (game, key, earned_at) VALUES (?, ?, ?)",
                    [(game, k, now()) for k in new])
    return new
