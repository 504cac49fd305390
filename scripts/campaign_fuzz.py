"""Campaign fuzz: whatever `legal_actions()` lists, `apply` must accept.

    python scripts/campaign_fuzz.py [--seeds 0-99] [--steps 3000] [--seconds 60] [--every 5]
    python scripts/campaign_fuzz.py --replay /tmp/campaign-fuzz-seed7-....yaml

Plays random legal campaigns (the Team's Dreamers and their number vary with
the seed; market cards are bought and played as the campaign goes), one seed
after another, each up to --steps actions, until the seeds or the --seconds
budget run out. At every step the chosen listed action must be accepted by
`apply`; on a sample of steps (one in --every, drawn by a generator of its
own so checking does not change the games played) EVERY listed action is
applied to a copy of the game. The fuzz in tests/test_fuzz_rules.py plays
lone Slumbers from the start, so a card bought at the market is rarely tried
there; a listed action refused here is a rules bug (b1936b9 was one).

On a disagreement it prints the seed, step, action and the reason, writes a
reproducer (options, seed, the action log and the refused action, as YAML)
to a temporary file, and exits 1. `--replay FILE` plays a reproducer again
from its seed: exit 1 while the action is still listed and refused.
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

DREAMERS = ["gambler", "specialist", "tough_guy", "free_spirit", "lamplighter"]


@dataclass
class Failure:
    seed: int
    step: int
    options: dict
    log: list  # the actions applied before, as data
    action: dict
    reason: str
    how: str  # "chosen" (applied to the game itself) or "listed" (tried on a copy)


@dataclass
class Tally:
    seeds: int = 0
    steps: int = 0
    sampled_steps: int = 0
    listed_tried: int = 0
    ended: list = field(default_factory=list)  # seeds whose campaign listed nothing more


def parse_seeds(spec: str) -> list[int]:
    """'0-99', '7', '3,8,20-25'."""
    seeds = []
    for part in spec.split(","):
        lo, sep, hi = part.strip().partition("-")
        if not lo.isdigit() or (sep and not hi.isdigit()):
            raise ValueError(f"seeds are numbers or ranges like 0-99, not {part.strip()!r}")
        seeds.extend(range(int(lo), int(hi) + 1) if sep else [int(lo)])
    if not seeds:
        raise ValueError("no seeds given")
    return seeds


def options_for(seed: int) -> dict:
    """A Team of 1 to 5 Dreamers picked by the seed, so every Dreamer's cards get played;
    every third seed plays in ordered rounds (one Dreamer's round at a time)."""
    rng = random.Random(f"team-{seed}")
    team = rng.sample(DREAMERS, rng.randint(1, len(DREAMERS)))
    options = {"dreamers": team, "campaign": True}
    if seed % 3 == 2:
        options["play_order"] = "rounds"
    return options


def refusal(game, action) -> str | None:
    """Why `game` refuses `action` (applied to `game` itself), or None if it accepts it."""
    from game.rules.core import IllegalAction
    try:
        game.apply(action)
    except IllegalAction as err:
        return f"refused: {err.reason}"
    except Exception as err:  # a crash is a disagreement too, and worse
        return f"crashed: {type(err).__name__}: {err}\n{traceback.format_exc()}"
    return None


def play_seed(seed: int, steps: int, every: int, deadline: float, tally: Tally) -> Failure | None:
    from game.autoplay import random_action
    from game.content import default_content
    from game.rules.etherfields import new_game
    options = options_for(seed)
    game = new_game(default_content(), options, seed)
    play, sample = random.Random(seed), random.Random(f"sample-{seed}")
    log: list[dict] = []
    tally.seeds += 1
    for step in range(steps):
        if time.perf_counter() > deadline:
            break
        if sample.randrange(every) == 0:
            tally.sampled_steps += 1
            for listed in game.legal_actions():
                tally.listed_tried += 1
                why = refusal(game.copy(), listed)
                if why:
                    return Failure(seed, step, options, log, listed.to_data(), why, "listed")
        action = random_action(game, play)
        if action is None:
            tally.ended.append(seed)
            break
        why = refusal(game, action)
        if why:
            return Failure(seed, step, options, log, action.to_data(), why, "chosen")
        log.append(action.to_data())
        tally.steps += 1
    return None


def write_reproducer(failure: Failure) -> Path:
    fd, name = tempfile.mkstemp(prefix=f"campaign-fuzz-seed{failure.seed}-", suffix=".yaml")
    record = {"seed": failure.seed, "step": failure.step, "options": failure.options, "how": failure.how,
              "reason": failure.reason, "action": failure.action, "log": failure.log}
    with open(fd, "w", encoding="utf-8") as f:
        yaml.safe_dump(record, f, sort_keys=False, allow_unicode=True)
    return Path(name)


def replay(path: Path) -> int:
    """Play a reproducer's log from its seed; 1 while its action is still listed and refused."""
    from game.content import default_content
    from game.rules.core import Action
    from game.rules.etherfields import new_game
    record = yaml.safe_load(path.read_text(encoding="utf-8"))
    game = new_game(default_content(), record["options"], record["seed"])
    for i, data in enumerate(record["log"]):
        why = refusal(game, Action.from_data(data))
        if why:
            print(f"{path}: the log's action {i} is refused before the step: {why}")
            return 1
    action = Action.from_data(record["action"])
    if action not in game.legal_actions():
        print(f"{path}: {action} is no longer listed at step {record['step']}")
        return 0
    why = refusal(game, action)
    if why:
        print(f"{path}: still listed and {why}")
        return 1
    print(f"{path}: {action} is listed and now accepted")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="campaign_fuzz.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", default="0-99", help="seeds to play: 0-99, 7 or 3,8,20-25 (default 0-99)")
    parser.add_argument("--steps", type=int, default=3000, help="actions per campaign at most (default 3000)")
    parser.add_argument("--seconds", type=float, default=60.0, help="time budget for the whole run (default 60)")
    parser.add_argument("--every", type=int, default=5,
                        help="try every listed action on about one step in this many (default 5; 1 = every step)")
    parser.add_argument("--replay", type=Path, help="play a reproducer written by an earlier run")
    args = parser.parse_args(argv)
    if args.replay:
        return replay(args.replay)
    try:
        seeds = parse_seeds(args.seeds)
    except ValueError as err:
        parser.error(str(err))
    if args.steps < 1 or args.every < 1 or args.seconds <= 0:
        parser.error("--steps and --every must be 1 or more, --seconds more than 0")
    tally = Tally()
    t0 = time.perf_counter()
    deadline = t0 + args.seconds
    for seed in seeds:
        if time.perf_counter() > deadline:
            break
        failure = play_seed(seed, args.steps, args.every, deadline, tally)
        if failure:
            path = write_reproducer(failure)
            what = "the chosen action" if failure.how == "chosen" else "a listed action (tried on a copy)"
            print(f"DISAGREEMENT at seed {failure.seed}, step {failure.step}: {what}\n"
                  f"  action: {failure.action}\n  {failure.reason}\n"
                  f"  Team: {', '.join(failure.options['dreamers'])}\n"
                  f"  reproducer: {path}  (python scripts/campaign_fuzz.py --replay {path})")
            return 1
    print(f"{tally.seeds} campaigns ({len(tally.ended)} ended), {tally.steps} steps, every listed action tried "
          f"on {tally.sampled_steps} steps ({tally.listed_tried} actions): listing and apply agree "
          f"({time.perf_counter() - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
