"""Lucidity's figures for `python -m game.bench --game lucidity` (its GameSpec.bench)."""
from __future__ import annotations

import time


def tray_frames(new_app, frames: int = 600) -> dict:
    """The Lucidity table at 1280x720 with 12 dice tumbling in the tray (thrown
    again every 90 frames): milliseconds per frame, update and draw."""
    from game.content.lucidity import default_content
    from game.ui.lucidity.table import TableScene
    app = new_app((1280, 720), seed=5, defaults=True)
    scene = TableScene(app, ["person"] * 4, None, 5)  # people: nobody moves while the dice tumble
    app.push(scene)
    faces = default_content()["faces"]
    times, cpu = [], []
    for i in range(frames + 30):
        if i % 90 == 0:
            scene.tray.clear()
            for k in range(12):
                die = k * 6  # 12 dice of every colour
                colour = ("red", "yellow", "green", "blue")[die // 20]
                scene.tray.add(die, tuple(faces[colour]), faces[colour][k % 6], seed=i + k)
        t0, c0 = time.perf_counter(), time.thread_time()
        scene.update(1 / 60)
        scene.draw(app.screen)
        if i >= 30:  # the first frames warm the caches
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
    times.sort()
    cpu.sort()
    # Wall-clock p99 on a busy machine measures the scheduler; the CPU-time p99 measures the frame.
    return {"lucidity_tray_frame_p50_ms": round(times[len(times) // 2], 3),
            "lucidity_tray_frame_p99_ms": round(times[int(len(times) * 0.99)], 3),
            "lucidity_tray_frame_p99_cpu_ms": round(cpu[int(len(cpu) * 0.99)], 3), "lucidity_tray_dice": 12}


def figures(frames: int, games: int, new_app) -> dict:
    """Lucidity's GameSpec.bench: the rules' throughput and the table's frames with 12 dice
    tumbling (`new_app`: the program's App class, which a game's scenes do not import)."""
    from game.lucidity_measure import games_per_s
    return {**games_per_s(), **tray_frames(new_app, frames)}
