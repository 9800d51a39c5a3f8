# Keeps the WebView on the book: pages inside the APK's assets load in place; web, mail
# and phone links go to the apps that handle them (the browser for http and https), so no
# remote page ever runs inside the viewer and the app needs no INTERNET permission.
# Any other scheme is blocked.
.class public Lcom/flipbook/viewer/LinkClient;
.super Landroid/webkit/WebViewClient;
.source "LinkClient.smali"

.field private final activity:Landroid/app/Activity;

.method public constructor <init>(Landroid/app/Activity;)V
    .registers 2
    invoke-direct {p0}, Landroid/webkit/WebViewClient;-><init>()V
    iput-object p1, p0, Lcom/flipbook/viewer/LinkClient;->activity:Landroid/app/Activity;
    return-void
.end method

# Android 7+ calls the WebResourceRequest form; its default implementation calls this one.
.method public shouldOverrideUrlLoading(Landroid/webkit/WebView;Ljava/lang/String;)Z
    .registers 6
    if-nez p2, :check
    const/4 v0, 0x1
    return v0

    :check
    const-string v0, "file:///android_asset/"
    invoke-virtual {p2, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :not_book
    const/4 v0, 0x0
    return v0

    :not_book
    invoke-static {p2}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v1
    invoke-virtual {v1}, Landroid/net/Uri;->getScheme()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :blocked
    invoke-virtual {v0}, Ljava/lang/String;->toLowerCase()Ljava/lang/String;
    move-result-object v0

    const-string v2, "http"
    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :external
    const-string v2, "https"
    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :external
    const-string v2, "mailto"
    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :external
    const-string v2, "tel"
    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :blocked

    :external
    new-instance v2, Landroid/content/Intent;
    const-string v3, "android.intent.action.VIEW"
    invoke-direct {v2, v3, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;Landroid/net/Uri;)V
    :try_start
    iget-object v3, p0, Lcom/flipbook/viewer/LinkClient;->activity:Landroid/app/Activity;
    invoke-virtual {v3, v2}, Landroid/app/Activity;->startActivity(Landroid/content/Intent;)V
    :try_end
    .catch Landroid/content/ActivityNotFoundException; {:try_start .. :try_end} :no_handler
    :no_handler
    :blocked
    const/4 v0, 0x1
    return v0
.end method
