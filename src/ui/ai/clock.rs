//! A millisecond clock for the AI's work that runs in a worker or, in the
//! tests, natively (`std::time::Instant` does not run in the browser).

/// A millisecond clock from the job's start: the browser's in a worker, the
/// system's natively (for the tests).
pub struct Clock {
    start_ms: f64,
}

impl Clock {
    /// A clock started now.
    pub fn start() -> Clock {
        Clock { start_ms: now_ms() }
    }

    /// Milliseconds since it started.
    pub fn elapsed_ms(&self) -> u64 {
        (now_ms() - self.start_ms).max(0.0) as u64
    }
}

#[cfg(target_arch = "wasm32")]
fn now_ms() -> f64 {
    js_sys::Date::now()
}

#[cfg(not(target_arch = "wasm32"))]
fn now_ms() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}
