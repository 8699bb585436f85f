<!doctype html>
{{-- The client through Blade and @vite (docs/deploy.md, section 13): the head of the build's index.html. --}}
<html lang="{{ str_replace('_', '-', app()->getLocale()) }}">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/png" sizes="32x32" href="{{ asset('build/icons/icon-32.png') }}" />
    <link rel="manifest" href="{{ asset('build/manifest.webmanifest') }}" />
    <link rel="apple-touch-icon" href="{{ asset('build/icons/icon-192.png') }}" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Quick & Easy Kaizen" />
    <meta name="theme-color" content="#cc0000" />
    <title>Quick &amp; Easy Kaizen</title>
    {{-- The loading frame's inline style and script: app.csp allows exactly these by their hashes. --}}
    {{ \App\Support\FirstFrame::head() }}
    @vite('src/main.tsx')
  </head>
  <body>
    {{ \App\Support\FirstFrame::body() }}
    <div id="root"></div>
  </body>
</html>
