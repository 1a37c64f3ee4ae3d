// Evaluated in a task of its own before the app's modules (src/web/main.tsx). One binding the app
// uses is named, so the build keeps the step: a bare import of a side-effect-free package is dropped.
export { BrowserRouter } from 'react-router';
