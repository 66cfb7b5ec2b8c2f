/**
 * The libraries every storefront page starts with, besides React: main.tsx imports this module between React and
 * the application so that their evaluation is a task of its own (they are one chunk, see vite.config.ts).
 */
export { createBrowserRouter } from 'react-router-dom';
export { configureStore } from '@reduxjs/toolkit';
export { createApi } from '@reduxjs/toolkit/query/react';
export { Provider } from 'react-redux';
