# The whole viewer: one full-screen WebView showing the published book from the APK's
# assets. The book's reader loads its scripts with <script src>, so the WebView gets
# JavaScript and DOM storage (bookmarks) but no file-system, content or cross-file access.
.class public Lcom/flipbook/viewer/MainActivity;
.super Landroid/app/Activity;
.source "MainActivity.smali"

.field private webView:Landroid/webkit/WebView;
.field private speech:Lcom/flipbook/viewer/SpeechBridge;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    new-instance v0, Landroid/webkit/WebView;
    invoke-direct {v0, p0}, Landroid/webkit/WebView;-><init>(Landroid/content/Context;)V
    iput-object v0, p0, Lcom/flipbook/viewer/MainActivity;->webView:Landroid/webkit/WebView;

    invoke-virtual {v0}, Landroid/webkit/WebView;->getSettings()Landroid/webkit/WebSettings;
    move-result-object v1
    const/4 v2, 0x1
    invoke-virtual {v1, v2}, Landroid/webkit/WebSettings;->setJavaScriptEnabled(Z)V
    invoke-virtual {v1, v2}, Landroid/webkit/WebSettings;->setDomStorageEnabled(Z)V
    invoke-virtual {v1, v2}, Landroid/webkit/WebSettings;->setBuiltInZoomControls(Z)V
    const/4 v2, 0x0
    invoke-virtual {v1, v2}, Landroid/webkit/WebSettings;->setDisplayZoomControls(Z)V
    # file:///android_asset stays readable whatever these say; they close everything else.
    invoke-virtual {v1, v2}, Landroid/webkit/WebSettings;->setAllowFileAccess(Z)V
    invoke-virtual {v1, v2}, Landroid/webkit/WebSettings;->setAllowContentAccess(Z)V
    invoke-virtual {v1, v2}, Landroid/webkit/WebSettings;->setAllowFileAccessFromFileURLs(Z)V
    invoke-virtual {v1, v2}, Landroid/webkit/WebSettings;->setAllowUniversalAccessFromFileURLs(Z)V
    invoke-virtual {v1, v2}, Landroid/webkit/WebSettings;->setGeolocationEnabled(Z)V

    new-instance v3, Lcom/flipbook/viewer/LinkClient;
    invoke-direct {v3, p0}, Lcom/flipbook/viewer/LinkClient;-><init>(Landroid/app/Activity;)V
    invoke-virtual {v0, v3}, Landroid/webkit/WebView;->setWebViewClient(Landroid/webkit/WebViewClient;)V

    # Page audio's text to speech goes through Android's engine (SpeechBridge says why).
    new-instance v3, Lcom/flipbook/viewer/SpeechBridge;
    invoke-direct {v3, p0}, Lcom/flipbook/viewer/SpeechBridge;-><init>(Landroid/content/Context;)V
    iput-object v3, p0, Lcom/flipbook/viewer/MainActivity;->speech:Lcom/flipbook/viewer/SpeechBridge;
    const-string v1, "FlipbookSpeech"
    invoke-virtual {v0, v3, v1}, Landroid/webkit/WebView;->addJavascriptInterface(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {p0, v0}, Lcom/flipbook/viewer/MainActivity;->setContentView(Landroid/view/View;)V

    if-nez p1, :restore
    const-string v4, "file:///android_asset/book/index.html"
    invoke-virtual {v0, v4}, Landroid/webkit/WebView;->loadUrl(Ljava/lang/String;)V
    return-void

    :restore
    invoke-virtual {v0, p1}, Landroid/webkit/WebView;->restoreState(Landroid/os/Bundle;)Landroid/webkit/WebBackForwardList;
    move-result-object v4
    if-nez v4, :restored
    const-string v4, "file:///android_asset/book/index.html"
    invoke-virtual {v0, v4}, Landroid/webkit/WebView;->loadUrl(Ljava/lang/String;)V
    :restored
    return-void
.end method

.method protected onSaveInstanceState(Landroid/os/Bundle;)V
    .registers 3
    invoke-super {p0, p1}, Landroid/app/Activity;->onSaveInstanceState(Landroid/os/Bundle;)V
    iget-object v0, p0, Lcom/flipbook/viewer/MainActivity;->webView:Landroid/webkit/WebView;
    if-eqz v0, :done
    invoke-virtual {v0, p1}, Landroid/webkit/WebView;->saveState(Landroid/os/Bundle;)Landroid/webkit/WebBackForwardList;
    :done
    return-void
.end method

# Back walks the WebView's history first, and only then leaves the app.
.method public onBackPressed()V
    .registers 3
    iget-object v0, p0, Lcom/flipbook/viewer/MainActivity;->webView:Landroid/webkit/WebView;
    if-eqz v0, :leave
    invoke-virtual {v0}, Landroid/webkit/WebView;->canGoBack()Z
    move-result v1
    if-eqz v1, :leave
    invoke-virtual {v0}, Landroid/webkit/WebView;->goBack()V
    return-void

    :leave
    invoke-super {p0}, Landroid/app/Activity;->onBackPressed()V
    return-void
.end method

.method protected onDestroy()V
    .registers 2
    iget-object v0, p0, Lcom/flipbook/viewer/MainActivity;->speech:Lcom/flipbook/viewer/SpeechBridge;
    if-eqz v0, :no_speech
    invoke-virtual {v0}, Lcom/flipbook/viewer/SpeechBridge;->shutdown()V
    :no_speech
    iget-object v0, p0, Lcom/flipbook/viewer/MainActivity;->webView:Landroid/webkit/WebView;
    if-eqz v0, :done
    invoke-virtual {v0}, Landroid/webkit/WebView;->destroy()V
    :done
    invoke-super {p0}, Landroid/app/Activity;->onDestroy()V
    return-void
.end method

# A reader who leaves the app does not want the book to go on talking.
.method protected onPause()V
    .registers 2
    invoke-super {p0}, Landroid/app/Activity;->onPause()V
    iget-object v0, p0, Lcom/flipbook/viewer/MainActivity;->speech:Lcom/flipbook/viewer/SpeechBridge;
    if-eqz v0, :done
    invoke-virtual {v0}, Lcom/flipbook/viewer/SpeechBridge;->stop()V
    :done
    return-void
.end method
