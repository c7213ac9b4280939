//! Reading a QR code with the device's camera (the inviting player scans
//! the friend's answer), where the browser has both a camera
//! (`getUserMedia`) and the Shape Detection API's `BarcodeDetector`
//! (Chrome on Android and macOS, Safari on iOS 17+). Both are reached by
//! name, so that a browser without them only lacks the button, and no
//! decoder of our own ships: where the browser cannot read a code, the
//! answer is pasted as text.

use gloo::timers::callback::Interval;
use js_sys::{Array, Function, Object, Promise, Reflect};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{spawn_local, JsFuture};

/// How often a frame of the camera is read, in ms (a detection takes a
/// few ms; more often only spends the battery).
const EVERY_MS: u32 = 250;

/// Why the camera could not be used.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ScanError {
    /// The browser has no camera access or no `BarcodeDetector`.
    Unsupported,
    /// The user or the browser refused the camera, or there is none.
    Refused,
}

/// `object[name]`, or `undefined`.
fn get(object: &JsValue, name: &str) -> JsValue {
    Reflect::get(object, &name.into()).unwrap_or(JsValue::UNDEFINED)
}

/// Calls the method `name` of `object` with `args`.
fn call(object: &JsValue, name: &str, args: &Array) -> Result<JsValue, JsValue> {
    get(object, name).dyn_into::<Function>()?.apply(object, args)
}

/// `navigator.mediaDevices`, when it can open a camera.
fn media_devices() -> Option<JsValue> {
    let devices = get(&gloo::utils::window().navigator(), "mediaDevices");
    get(&devices, "getUserMedia").is_function().then_some(devices)
}

/// Whether this browser can read a QR code from its camera.
pub fn can_scan() -> bool {
    get(&gloo::utils::window(), "BarcodeDetector").is_function() && media_devices().is_some()
}

/// A running scan: the camera shown in its video element, a frame read
/// every [`EVERY_MS`]. Dropping it stops the camera.
pub struct Scan {
    stream: JsValue,
    _frames: Interval,
}

impl Drop for Scan {
    fn drop(&mut self) {
        // Every track stopped turns the camera (and its light) off.
        if let Ok(tracks) = call(&self.stream, "getTracks", &Array::new()) {
            for track in Array::from(&tracks).iter() {
                let _ = call(&track, "stop", &Array::new());
            }
        }
    }
}

/// Opens the back camera into `video` and calls `found` with the text of
/// the first QR code seen (once: later frames are not read).
pub async fn start(video: web_sys::Element, found: impl Fn(String) + 'static) -> Result<Scan, ScanError> {
    if !can_scan() {
        return Err(ScanError::Unsupported);
    }
    let devices = media_devices().ok_or(ScanError::Unsupported)?;
    let constraints = Object::new();
    let camera = Object::new();
    let _ = Reflect::set(&camera, &"facingMode".into(), &"environment".into());
    let _ = Reflect::set(&constraints, &"video".into(), &camera);
    let opened = call(&devices, "getUserMedia", &Array::of1(&constraints)).map_err(|_| ScanError::Refused)?;
    let stream = JsFuture::from(Promise::from(opened))
        .await
        .map_err(|_| ScanError::Refused)?;
    let _ = Reflect::set(&video, &"srcObject".into(), &stream);
    let _ = Reflect::set(&video, &"muted".into(), &true.into());
    // play() refused (no gesture left) still shows the first frame, which is read.
    let _ = call(&video, "play", &Array::new());
    let options = Object::new();
    let _ = Reflect::set(&options, &"formats".into(), &Array::of1(&"qr_code".into()));
    let class = get(&gloo::utils::window(), "BarcodeDetector")
        .dyn_into::<Function>()
        .map_err(|_| ScanError::Unsupported)?;
    let detector = Reflect::construct(&class, &Array::of1(&options)).map_err(|_| ScanError::Unsupported)?;
    let busy = Rc::new(RefCell::new(false));
    let done = Rc::new(RefCell::new(false));
    let found = Rc::new(found);
    let frames = Interval::new(EVERY_MS, move || {
        if *busy.borrow() || *done.borrow() {
            return;
        }
        let Ok(detecting) = call(&detector, "detect", &Array::of1(&video)) else {
            return;
        };
        *busy.borrow_mut() = true;
        let (busy, done, found) = (busy.clone(), done.clone(), found.clone());
        spawn_local(async move {
            // A frame not ready yet rejects: the next one is read.
            if let Ok(codes) = JsFuture::from(Promise::from(detecting)).await {
                let text = get(&Array::from(&codes).get(0), "rawValue").as_string();
                if let Some(text) = text.filter(|t| !t.is_empty()) {
                    if !done.replace(true) {
                        found(text);
                    }
                }
            }
            *busy.borrow_mut() = false;
        });
    });
    Ok(Scan {
        stream,
        _frames: frames,
    })
}
